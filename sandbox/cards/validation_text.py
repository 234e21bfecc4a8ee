"""A schema error as the person who typed the file reads it: where, and what is wrong in the
file's own words. No class name of ours appears ("instance of DurationModel"), and an unknown
key's message lists the keys allowed at that place."""

from __future__ import annotations

import re
import types
import typing
from typing import Any

from pydantic import BaseModel
from pydantic_core import ErrorDetails

_INSTANCE_OF = re.compile(r" or instance of \w+")
_WANTS = {
    "dict_type": "a JSON object {…}",
    "model_type": "a JSON object {…}",
    "model_attributes_type": "a JSON object {…}",
    "list_type": "a JSON list […]",
}


def problem_text(error: ErrorDetails, root: type[BaseModel]) -> str:
    """The one-line problem of a validation `error` of a document read as `root`."""
    kind = error["type"]
    if kind == "extra_forbidden":
        key = str(error["loc"][-1]) if error["loc"] else "?"
        allowed = allowed_keys(root, error["loc"][:-1])
        listed = f" (allowed here: {', '.join(allowed)})" if allowed else ""
        return f'unknown key "{key}"{listed}'
    if kind in _WANTS:
        return f"should be {_WANTS[kind]}, not {_json_kind(error.get('input'))}"
    return without_class_names(error["msg"])


def without_class_names(message: str) -> str:
    """pydantic's `message` without the name of our model it wanted ("or instance of X")."""
    return _INSTANCE_OF.sub("", message)


def allowed_keys(root: type[BaseModel], loc: tuple[int | str, ...]) -> list[str]:
    """The keys a file may write at `loc` (a pydantic error location) under `root`."""
    model: type[BaseModel] | None = root
    annotation: Any = None
    for part in loc:
        if annotation is not None and not isinstance(part, int):  # a dict's key
            model, annotation = _model_in(annotation), None
            continue
        if isinstance(part, int) or model is None:
            continue
        field = model.model_fields.get(part)
        if field is None:
            return []
        model = _model_in(field.annotation)
        annotation = field.annotation if _is_dict(field.annotation) else None
    if model is None:
        return []
    return [field.alias or name for name, field in model.model_fields.items()]


def _model_in(annotation: Any) -> type[BaseModel] | None:
    """The model a field holds, inside list[…], dict[…, …] and `… | None`."""
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return annotation
    for inner in typing.get_args(annotation):
        found = _model_in(inner)
        if found is not None:
            return found
    return None


def _is_dict(annotation: Any) -> bool:
    if typing.get_origin(annotation) is dict:
        return True
    if isinstance(annotation, types.UnionType) or typing.get_origin(annotation) is typing.Union:
        return any(_is_dict(inner) for inner in typing.get_args(annotation))
    return False


def _json_kind(value: object) -> str:
    if isinstance(value, bool):
        return "true/false"
    if isinstance(value, str):
        return "text"
    if isinstance(value, int | float):
        return "a number"
    if isinstance(value, list):
        return "a list"
    return "null" if value is None else "something else"
