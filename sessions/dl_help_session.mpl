# The examples of Maple's help pages DeepLearning/Session
# (https://www.maplesoft.com/support/help/maplesim/view.aspx?path=DeepLearning%2FSession) and
# DeepLearning/Tensor/value
# (https://www.maplesoft.com/support/help/Maple/view.aspx?path=DeepLearning%2FTensor%2Fvalue),
# both with eager execution on: a := Variable([21.5, 72.0], datatype = float[8]) and b, c
# alike are Name: Variable:0, Shape: [2], Data Type: float[8]; sess := Session() is
# DeepLearning Session, <tensorflow.python.client.session.Session object at 0x...>.
# The Session page's Runs are not in our copy: here an eager Tensor runs to its entries
# (21.5*32.5 = 698.75, 72.0*86.0 = 6192.), in mapletape's form, an Array.
with(DeepLearning):
a := Variable([21.5, 72.0], datatype = float[8]);
b := Variable([32.5, 86.0], datatype = float[8]);
c := Variable([17.2, 94.2], datatype = float[8]);
sess := Session();
sess:-Run(a*b);
