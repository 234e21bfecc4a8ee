"""The action handlers `sandbox.model.actions.apply` dispatches to, one module per kind of
thing an action changes (objects, effects, references), and what they share (common)."""
