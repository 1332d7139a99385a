"""The proximal algorithms of Optimizer's help page, ProximalGradientDescent and
ProximalAdagrad, as Keras optimizers: Keras 3 has neither, so these follow the update rules
of TensorFlow 1.x's tf.compat.v1.train.ProximalGradientDescentOptimizer and
ProximalAdagradOptimizer (the ApplyProximalGradientDescent and ApplyProximalAdagrad kernels,
forward-backward splitting: a gradient step, then soft-thresholding by the l1 strength and
shrinking by the l2 strength)."""
from __future__ import annotations

import functools

from .tf import tensorflow


@functools.cache
def proximal_optimizers() -> dict:
    """The two Keras optimizer classes by their Maple names, made once Keras is loaded."""
    keras = tensorflow().keras
    ops = keras.ops

    def shrink(prox, rate, l1, l2, dtype):
        """TF's proximal step: sign(prox) max(|prox| - rate l1, 0) / (1 + rate l2)."""
        l1, l2 = ops.cast(l1, dtype), ops.cast(l2, dtype)
        return ops.divide(
            ops.multiply(ops.sign(prox), ops.maximum(ops.subtract(ops.abs(prox), rate * l1), 0)),
            1 + rate * l2)

    class ProximalGradientDescent(keras.optimizers.Optimizer):
        """var <- shrink(var - lr grad) with rate lr."""

        def __init__(self, learning_rate, l1_regularization_strength=0.0,
                     l2_regularization_strength=0.0, name="ProximalGradientDescent", **kwargs):
            super().__init__(learning_rate=learning_rate, name=name, **kwargs)
            self.l1_regularization_strength = l1_regularization_strength
            self.l2_regularization_strength = l2_regularization_strength

        def update_step(self, gradient, variable, learning_rate):
            lr = ops.cast(learning_rate, variable.dtype)
            prox = ops.subtract(variable, ops.multiply(lr, ops.cast(gradient, variable.dtype)))
            self.assign(variable, shrink(prox, lr, self.l1_regularization_strength,
                                         self.l2_regularization_strength, variable.dtype))

        def get_config(self):
            return {**super().get_config(),
                    "l1_regularization_strength": self.l1_regularization_strength,
                    "l2_regularization_strength": self.l2_regularization_strength}

    class ProximalAdagrad(ProximalGradientDescent):
        """accum <- accum + grad^2; then the proximal step with rate lr/sqrt(accum)."""

        def __init__(self, learning_rate, initial_accumulator_value=0.1,
                     l1_regularization_strength=0.0, l2_regularization_strength=0.0,
                     name="ProximalAdagrad", **kwargs):
            super().__init__(learning_rate, l1_regularization_strength,
                             l2_regularization_strength, name=name, **kwargs)
            self.initial_accumulator_value = initial_accumulator_value

        def build(self, var_list):
            if self.built:
                return
            super().build(var_list)
            self._accumulators = self.add_optimizer_variables(
                var_list, "accumulator",
                initializer=keras.initializers.Constant(self.initial_accumulator_value))

        def update_step(self, gradient, variable, learning_rate):
            gradient = ops.cast(gradient, variable.dtype)
            accumulator = self._accumulators[self._get_variable_index(variable)]
            self.assign_add(accumulator, ops.square(gradient))
            rate = ops.multiply(ops.cast(learning_rate, variable.dtype), ops.rsqrt(accumulator))
            prox = ops.subtract(variable, ops.multiply(rate, gradient))
            self.assign(variable, shrink(prox, rate, self.l1_regularization_strength,
                                         self.l2_regularization_strength, variable.dtype))

        def get_config(self):
            return {**super().get_config(),
                    "initial_accumulator_value": self.initial_accumulator_value}

    return {"ProximalGradientDescent": ProximalGradientDescent,
            "ProximalAdagrad": ProximalAdagrad}
