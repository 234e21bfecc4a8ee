"""Reading a deck list's XML safely: expat with no DOCTYPE, no entity declarations and no
external entities (the "billion laughs" and external-entity attacks need one of them), the
size bounded before parsing, and every element with the line it starts on.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from xml.parsers import expat

from sandbox.decks.lines import MAX_BYTES, MAX_LINES, refuse

MAX_ELEMENTS = 20_000


@dataclass
class Element:
    tag: str
    attributes: dict[str, str]
    line: int
    children: list[Element] = field(default_factory=list)
    text: str = ""

    def find_all(self, tag: str) -> list[Element]:
        return [child for child in self.children if child.tag.casefold() == tag.casefold()]

    def child_text(self, tag: str) -> str:
        found = self.find_all(tag)
        return found[0].text.strip() if found else ""


def _forbidden(*_: object) -> None:
    raise refuse("deck.xml_forbidden")


def read_xml(data: bytes) -> Element:
    """The root element of `data`; DeckRefused when it is too large, not XML, or declares
    a DOCTYPE or entities."""
    if len(data) > MAX_BYTES:
        raise refuse("deck.too_large", limit=MAX_BYTES // 1024)
    if data.count(b"\n") >= MAX_LINES * 10:
        raise refuse("deck.too_many_lines", count=data.count(b"\n") + 1, limit=MAX_LINES * 10)
    parser = expat.ParserCreate()
    parser.SetParamEntityParsing(expat.XML_PARAM_ENTITY_PARSING_NEVER)
    parser.StartDoctypeDeclHandler = _forbidden
    parser.EntityDeclHandler = _forbidden
    parser.UnparsedEntityDeclHandler = _forbidden
    parser.ExternalEntityRefHandler = _forbidden  # type: ignore[assignment]
    stack: list[Element] = []
    roots: list[Element] = []
    count = 0

    def start(tag: str, attributes: dict[str, str]) -> None:
        nonlocal count
        count += 1
        if count > MAX_ELEMENTS:
            raise refuse("deck.too_many_lines", count=count, limit=MAX_ELEMENTS)
        element = Element(tag, dict(attributes), parser.CurrentLineNumber)
        (stack[-1].children if stack else roots).append(element)
        stack.append(element)

    def end(_tag: str) -> None:
        stack.pop()

    def text(data: str) -> None:
        if stack and len(stack[-1].text) < MAX_BYTES:
            stack[-1].text += data

    parser.StartElementHandler = start
    parser.EndElementHandler = end
    parser.CharacterDataHandler = text
    try:
        parser.Parse(data, True)
    except expat.ExpatError as error:
        raise refuse("deck.xml_broken", error.lineno, why=expat.ErrorString(error.code)) from None
    if not roots:
        raise refuse("deck.xml_broken", 1, why="no element")
    return roots[0]
