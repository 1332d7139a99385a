# The examples of Maple's help page DeepLearning/Tensor/argument
# (https://www.maplesoft.com/support/help/Maple/view.aspx?path=DeepLearning%2FTensor%2Fargument):
# the page shows V, then t as Shape: [2], complex[8]; argument(t) as float[8];
# conjugate(t) as complex[8]. The page's real(t) and imag(t) outputs were not
# available to us; TensorFlow's tf.math.real and imag give float[8].
# V is not shown: our display orders a complex entry 0.5 I + 2.1 where Maple shows
# 2.1+0.5 I (mapletape/display, not the DeepLearning package).
with(DeepLearning):
V := <2.1+0.5*I, 3.0+0.75*I>:
t := Constant(V);
argument(t);
conjugate(t);
real(t);
imag(t);
