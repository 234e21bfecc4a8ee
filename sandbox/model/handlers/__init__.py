"""The action handlers `sandbox.model.apply` dispatches to, one module per kind of thing an
action changes (objects, effects, references), and what they share (common).

Each handler registers itself for its action with `@handles` (and a check `can_apply` runs
instead of applying with `@checks`): importing this package registers them all.
"""

from sandbox.model.handlers import effects, objects, references

__all__ = ["effects", "objects", "references"]
