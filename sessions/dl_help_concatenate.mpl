# Source: Maple help page DeepLearning/Concatenate,
# https://maplesoft.com/support/help/Maple/view.aspx?path=DeepLearning%2FConcatenate
# Its examples begin t1 := Ones([3, 2]) (Shape: [3, 2], Data Type: float[4]) and
# t2 := Zeros([3, 4]) (Shape: [3, 4], Data Type: float...); the stored copy of the page
# breaks off there. Joining them on the zero-based axis 1 gives Shape: [3, 6], each row
# two ones then four zeros. The page's Description: Tensors of shape [2, 3] and [4, 3]
# joined with Concatenate([T1, T2], 0) give shape [6, 3]; its Parameters: L is a "list
# or Array of Tensor or Variable objects" (an Array was refused before this session),
# "or list or Array of Layer objects": then one Layer that joins the Layers' outputs on
# its input along the axis (0 the batch axis), here 3 + 2 entries of each of 2 inputs.
with(DeepLearning):
t1 := Ones([3, 2]);
t2 := Zeros([3, 4]);
t3 := Concatenate([t1, t2], 1);
convert(t3, list);
Shape(Concatenate([Ones([2, 3]), Zeros([4, 3])], 0));
convert(Concatenate(Array([t1, t2]), 1), list);
C := Concatenate([DenseLayer(3), DenseLayer(2, activation = relu)], 1);
Shape(C(Constant([[1.0, 2.0], [3.0, 4.0]])));
Sequential([DenseLayer(4, inputshape = [2]), C, DenseLayer(1)]);
