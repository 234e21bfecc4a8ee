"""The refusal of an impossible action, carrying a Reason the views render."""

from __future__ import annotations

from sandbox.model.reasons import Reason, reason_with


class ActionRefused(Exception):
    """An impossible action. `reason` says why, as a message code."""

    def __init__(self, why: Reason) -> None:
        super().__init__(why.code)
        self.reason = why


def refuse(code: str, **params: object) -> ActionRefused:
    """An ActionRefused for message `code`."""
    return ActionRefused(reason_with(code, params))
