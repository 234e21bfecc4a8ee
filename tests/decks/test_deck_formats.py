"""Deck lists in every format Namesake reads, written to each format's public description,
and hostile ones: each bad line is one problem with its line number, a refused list says why
in one line, and nothing past the bounds is read."""

from __future__ import annotations

from pathlib import Path

import pytest

from sandbox.cards.resolver import CardResolver
from sandbox.decks.formats import parse_deck, read_deck_file
from sandbox.decks.lines import MAX_COPIES, DeckRefused
from sandbox.decks.resolve import read_deck
from sandbox.decks.words import problem_line

DATA = Path(__file__).parent / "data"


@pytest.fixture(scope="module")
def resolver() -> CardResolver:
    return CardResolver.library_only()


def _read(name: str, game: str, resolver: CardResolver):  # type: ignore[no-untyped-def]
    return read_deck(read_deck_file(DATA / name), game, resolver)  # type: ignore[arg-type]


def _summary(deck) -> list[tuple[str, int, str]]:  # type: ignore[no-untyped-def]
    return [(e.card.label, e.line.count, e.line.section) for e in deck.entries]


def test_arena_text_keeps_sections_printings_split_and_double_faced_names(
    resolver: CardResolver,
) -> None:
    deck = _read("arena.txt", "mtg", resolver)
    assert deck.ok and deck.title == "Izzet Tempo"
    assert _summary(deck) == [
        ("Lightning Bolt", 4, "main"),
        ("Delver of Secrets // Insectile Aberration", 4, "main"),
        ("Fire // Ice", 3, "main"),
        ("Bonecrusher Giant // Stomp", 2, "main"),
        ("Island", 12, "main"),
        ("Pithing Needle", 2, "sideboard"),
        ("Meddling Mage", 1, "sideboard"),
    ]
    assert deck.entries[0].line.set_code == "M10"
    assert deck.entries[0].line.collector_number == "146"


def test_arena_commander_and_companion_sections(resolver: CardResolver) -> None:
    deck = _read("arena-commander.txt", "mtg", resolver)
    assert deck.ok
    sections = {e.card.name: e.line.section for e in deck.entries}
    assert sections["Valki, God of Lies // Tibalt, Cosmic Impostor"] == "commander"
    assert sections["Fae of Wishes // Granted"] == "companion"
    assert sections["Agadeem's Awakening // Agadeem, the Undercrypt"] == "main"


def test_mtgo_text_takes_the_cards_after_a_blank_line_as_the_sideboard(
    resolver: CardResolver,
) -> None:
    deck = _read("mtgo.txt", "mtg", resolver)
    assert deck.ok
    assert [e.line.section for e in deck.entries][-2:] == ["sideboard", "sideboard"]
    assert deck.entries[2].card.name == "Fire // Ice"  # "Fire/Ice", as MTGO writes it


@pytest.mark.parametrize(
    ("name", "cards", "sideboard"), [("mtgo.dek", 23, 2), ("mtgo-bonecrusher.dek", 21, 1)]
)
def test_mtgo_dek_files(resolver: CardResolver, name: str, cards: int, sideboard: int) -> None:
    deck = _read(name, "mtg", resolver)
    assert deck.ok and deck.format == "mtgo_dek"
    side = sum(e.line.count for e in deck.entries if e.line.section == "sideboard")
    assert (deck.card_count - side, side) == (cards, sideboard)


def test_cockatrice_files_with_and_without_printings(resolver: CardResolver) -> None:
    plain = _read("cockatrice.cod", "mtg", resolver)
    assert plain.ok and plain.title == "Izzet Delver" and plain.format == "cockatrice"
    assert [e.line.section for e in plain.entries][-1] == "sideboard"
    printed = _read("cockatrice-printings.cod", "mtg", resolver)
    assert printed.ok
    assert printed.entries[0].line.set_code == "ELD"
    assert "Insectile Aberration" not in {e.card.name for e in printed.entries}  # a token list


def test_fabrary_export_hero_arena_cards_and_pitches(resolver: CardResolver) -> None:
    deck = _read("fabrary.txt", "fab", resolver)
    assert deck.ok and deck.title == "Riptide traps"
    summary = _summary(deck)
    assert summary[0] == ("Riptide, Lurker of the Deep", 1, "hero")
    assert summary[1] == ("Mask of Many Faces", 1, "equipment")
    assert ("Chains of Eminence (1)", 3, "main") in summary
    assert ("Righteous Cleansing (2)", 2, "main") in summary


def test_fabrary_lists_join_a_name_that_holds_a_comma(resolver: CardResolver) -> None:
    deck = _read("fabrary-lists.txt", "fab", resolver)
    assert deck.ok
    assert [e.card.label for e in deck.entries][:3] == [
        "Bravo, Showstopper",
        "Dawnblade, Resplendent",
        "Mask of Many Faces",
    ]
    assert [e.card.pitch for e in deck.entries if e.card.name == "Head Jab"] == ["1", "2", "3"]


@pytest.mark.parametrize("name", ["fab-plain.txt", "fab-plain-blue.txt"])
def test_plain_fab_lists_take_colours_and_numbers_as_pitch(
    resolver: CardResolver, name: str
) -> None:
    deck = _read(name, "fab", resolver)
    assert deck.ok and all(e.card.pitch or "Hero" in e.card.types for e in deck.entries)


def test_every_bad_line_is_one_problem_with_its_number_and_the_closest_names(
    resolver: CardResolver,
) -> None:
    text = "4 Lightning Bolt\n4 Lightnig Bolt\nfour Islands\n999 Island\n2 Atog\n"
    deck = read_deck(text, "mtg", resolver)
    lines = [problem_line(p) for p in deck.problems]
    assert lines == [
        'line 2: "Lightnig Bolt" is not in your card data; closest: Lightning Bolt',
        'line 3: "four Islands" is not a card line ("4 Card Name")',
        f"line 4: 999 copies: a line holds 1 to {MAX_COPIES}",
    ]
    assert [e.card.name for e in deck.entries] == ["Lightning Bolt", "Atog"]
    spanish = problem_line(deck.problems[0], "es")
    assert spanish.startswith("línea 2: «Lightnig Bolt» no está en tus datos de cartas")


def test_a_fab_cycle_without_its_pitch_says_which_pitches_there_are(
    resolver: CardResolver,
) -> None:
    deck = read_deck("3 Head Jab\n", "fab", resolver)
    assert deck.problems[0].code == "deck.needs_pitch"
    assert "Head Jab (1)" in problem_line(deck.problems[0])


def test_a_100000_line_file_is_refused_before_it_is_split(tmp_path: Path) -> None:
    path = tmp_path / "huge.txt"
    path.write_text("\n" * 100_000)
    with pytest.raises(DeckRefused) as refused:
        parse_deck(read_deck_file(path), "mtg")
    assert refused.value.problem.code == "deck.too_many_lines"  # counted, never split
    assert refused.value.problem.param("count") == "100001"
    big = tmp_path / "big.txt"
    big.write_text("4 Lightning Bolt\n" * 100_000)
    with pytest.raises(DeckRefused) as too_large:
        read_deck_file(big)
    assert too_large.value.problem.code == "deck.too_large"


def test_long_lines_and_too_many_cards_are_bounded(resolver: CardResolver) -> None:
    deck = read_deck("4 " + "x" * 400 + "\n1 Island\n", "mtg", resolver)
    assert [p.code for p in deck.problems] == ["deck.line_too_long"]
    with pytest.raises(DeckRefused) as refused:
        parse_deck("250 Island\n" * 5, "mtg")
    assert refused.value.problem.code == "deck.too_many_cards"
    assert refused.value.problem.line == 5


@pytest.mark.parametrize(
    ("xml", "code"),
    [
        (
            '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">'
            '<!ENTITY lol2 "&lol;&lol;&lol;">]><Deck><Cards Quantity="1" Name="&lol2;"/></Deck>',
            "deck.xml_forbidden",
        ),
        (
            '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]>'
            '<cockatrice_deck><zone name="main"><card number="1" name="&x;"/></zone>'
            "</cockatrice_deck>",
            "deck.xml_forbidden",
        ),
        ('<Deck><Cards Quantity="1" Name="Island"></Deck>', "deck.xml_broken"),
        ("<html><body>not a deck</body></html>", "deck.wrong_root"),
    ],
)
def test_hostile_xml_is_refused_in_one_line(xml: str, code: str) -> None:
    with pytest.raises(DeckRefused) as refused:
        parse_deck(xml.encode(), "mtg")
    assert refused.value.problem.code == code
    assert "\n" not in problem_line(refused.value.problem)


def test_bad_xml_lines_keep_their_line_numbers(resolver: CardResolver) -> None:
    xml = '<Deck>\n<Cards Quantity="x" Name="Island"/>\n<Cards Quantity="2" Name="Islnd"/>\n</Deck>'
    deck = read_deck(xml.encode(), "mtg", resolver)
    assert [(p.line, p.code) for p in deck.problems] == [
        (2, "deck.bad_line"),
        (3, "deck.unknown_card"),
    ]
    assert "closest: Island" in problem_line(deck.problems[1])


def test_binary_and_directories_are_refused(tmp_path: Path) -> None:
    with pytest.raises(DeckRefused) as binary:
        parse_deck(b"4 Island\n\xff\xfe\x00", "mtg")
    assert binary.value.problem.code == "deck.not_text"
    with pytest.raises(DeckRefused) as directory:
        read_deck_file(tmp_path)
    assert directory.value.problem.code == "deck.unreadable"
    assert "directory" in problem_line(directory.value.problem)


def test_older_mtgo_sideboard_lines_and_counts_written_with_x(resolver: CardResolver) -> None:
    deck = read_deck("4x Lightning Bolt\nSB: 2 Pithing Needle\n1 Island *F*\n", "mtg", resolver)
    assert deck.ok
    assert [(e.card.name, e.line.count, e.line.section) for e in deck.entries] == [
        ("Lightning Bolt", 4, "main"),
        ("Pithing Needle", 2, "sideboard"),
        ("Island", 1, "main"),
    ]
