"""Point 8: derivation never raises, whatever the text; everything it returns is well formed."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from sandbox.cards.reading import NameContext, read_name_use
from sandbox.model.cards import CardDef, Face, single_face_card

NAMES = ("Crouching Tiger", "Frostbite", "Exile", "Ash", "Mugenshi: RELEASE", "A", "Fire // Ice")
POOL = [single_face_card("fab", n, ("Action",)) for n in NAMES]
CONTEXTS = {game: NameContext.build(game, POOL) for game in ("fab", "mtg")}
WORDS = st.sampled_from(
    [
        *NAMES,
        "named",
        "name",
        "names",
        "token",
        "tokens",
        "you control",
        "Combo - If",
        "was the",
        "last attack",
        "create a",
        "with the same name as",
        "Specialization",
        "in its name",
        ".",
        ",",
        "\n",
        '"',
        "“",
        "”",
        "—",
        " ",
        "(",
        ")",
        "{r}",
        "not named",
        "choose a card name",
        "search your library for",
        "deck",
        "another",
        "s",
    ]
)
TEXT = st.one_of(st.text(max_size=300), st.lists(WORDS, max_size=40).map(" ".join))


@settings(max_examples=300, deadline=None)
@given(
    text=TEXT,
    name=st.one_of(st.sampled_from(NAMES), st.text(max_size=20)),
    game=st.sampled_from(["fab", "mtg"]),
    second=st.text(max_size=80),
)
def test_derivation_never_raises_and_spans_fit(
    text: str, name: str, game: str, second: str
) -> None:
    faces = (Face(name or "x", ("Action",), text), Face("Other", ("Instant",), second, "b"))
    card = CardDef(game, name or "x", faces)
    use = read_name_use(card, CONTEXTS[game])
    assert not any(reason.startswith("derivation failed") for reason in use.dropped), use.dropped
    assert use.name_use in ("none", "self", "names")
    assert use.scope in ("board", "deck_building", "joke", "draft")
    full = card.text
    for start, end in use.detected:
        assert 0 <= start <= end <= len(full)
    for ref in use.references:
        assert ref.origin in ("derived", "suggested")
        assert ref.span is not None and 0 <= ref.span[0] <= ref.span[1] <= len(full)
        assert full[ref.span[0] : ref.span[1]] == ref.text
    if use.references or use.detected:
        assert use.name_use != "none"
