# Softmax cross-entropy of three samples against their class labels, as a Maple user writes
# it: OneHot labels Y, logits Z, the loss ln(sum(exp(Z[i]))) - (the logit of the true class)
# averaged over the samples, and its gradient, which is (softmax(Z) - Y)/3. By hand, the
# losses are 0.40760596 (twice) and 0.16984, mean 0.32835. TensorFlow's own
# softmax_cross_entropy_with_logits, through ApplyOperation, gives the same loss.
with(DeepLearning):
Y := OneHot([2, 0, 1], 3);
convert(Y, Matrix);
Z := Variable([[1., 2., 3.], [2., 1., 0.], [0., 3., 1.]], datatype = float[8]):
gt := GradientTape():
Enter(gt):
losses := ReduceLogSumExp(Z, axis = 1) - ReduceSum(Cast(Y, float[8])*Z, axis = 1);
loss := ReduceMean(losses);
Exit(gt):
convert(loss, float);
G := gt:-Gradient(loss, Z):
convert(G, Matrix);
tfloss := ApplyOperation("tensorflow.nn.softmax_cross_entropy_with_logits", labels = Cast(Y, float[8]), logits = Z):
convert(ReduceMean(tfloss), float);
# the predicted classes: where each row of the softmax is largest
convert(ApplyOperation("tensorflow.math.argmax", Z, axis = 1), list);
