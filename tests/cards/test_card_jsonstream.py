"""The streaming JSON reader: same values as json.loads, bounded buffer, clear errors."""

from __future__ import annotations

import io
import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sandbox.cards.importers.jsonstream import JsonReader, JsonSyntaxError

scalars = st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text()
values = st.recursive(
    scalars, lambda inner: st.lists(inner) | st.dictionaries(st.text(), inner), max_leaves=20
)


def walk(reader: JsonReader) -> Any:
    """Rebuild a value through iter_object / iter_array one level down, read_value below."""
    char = reader.peek()
    if char == "{":
        return {key: reader.read_value() for key in reader.iter_object()}
    if char == "[":
        return [reader.read_value() for _ in reader.iter_array()]
    return reader.read_value()


@settings(max_examples=150, deadline=None)
@given(document=values, chunk=st.integers(min_value=1, max_value=64))
def test_streamed_values_equal_json_loads(document: Any, chunk: int) -> None:
    text = json.dumps(document, indent=1)
    reader = JsonReader(io.StringIO(text), chunk_size=chunk)
    assert walk(reader) == json.loads(text)
    reader.finish()


def test_numbers_split_across_chunks_are_read_whole() -> None:
    reader = JsonReader(io.StringIO("[123456789, 2.5e10, -7]"), chunk_size=3)
    assert [reader.read_value() for _ in reader.iter_array()] == [123456789, 2.5e10, -7]


def test_unread_members_are_skipped() -> None:
    reader = JsonReader(io.StringIO('{"meta": {"a": [1, 2]}, "data": {"x": 1, "y": 2}}'), 4)
    seen = []
    for key in reader.iter_object():
        if key == "data":
            seen = list(reader.iter_object())
    assert seen == ["x", "y"]


def test_the_buffer_stays_bounded_on_a_long_document() -> None:
    document = {
        "data": {f"card {i}": [{"name": f"card {i}", "text": "x" * 200}] for i in range(3000)}
    }
    stream = io.StringIO(json.dumps(document))
    reader = JsonReader(stream, chunk_size=4096)
    biggest = 0
    for key in reader.iter_object():
        for _name in reader.iter_object():
            reader.read_value()
            biggest = max(biggest, len(reader._buf))
        assert key == "data"
    assert len(stream.getvalue()) > 600_000
    assert biggest <= 3 * 4096


def test_a_truncated_document_is_reported_as_truncated_with_its_offset() -> None:
    text = '{"data": {"Fire // Ice": [{"name": "Fire // Ice"}], "Island": [{"name": "Isl'
    reader = JsonReader(io.StringIO(text), chunk_size=16)
    with pytest.raises(JsonSyntaxError) as caught:
        for _ in reader.iter_object():
            for _name in reader.iter_object():
                reader.read_value()
    assert caught.value.truncated
    assert caught.value.offset == text.rindex('"Isl')


@pytest.mark.parametrize("text", ["[1, 2", '{"a": 1', '{"a": ', "[1,"])
def test_documents_ending_between_tokens_are_truncated(text: str) -> None:
    reader = JsonReader(io.StringIO(text))
    with pytest.raises(JsonSyntaxError) as caught:
        walk(reader)
    assert caught.value.truncated


def test_a_corrupt_document_is_not_called_truncated() -> None:
    text = '[{"name": "Fire"}, {"name": "Ice"} {"name": "Island"}]'
    reader = JsonReader(io.StringIO(text))
    with pytest.raises(JsonSyntaxError) as caught:
        walk(reader)
    assert not caught.value.truncated
    assert caught.value.offset == text.index(' {"name": "Island"}') + 1


def test_text_after_the_document_is_an_error() -> None:
    reader = JsonReader(io.StringIO("[1] [2]"))
    walk(reader)
    with pytest.raises(JsonSyntaxError, match="extra data"):
        reader.finish()
