"""The deck audit reports what RULES.md F17-F21 say, on the right side: a FaB deck with Spike
Pit Trap, Burdens of the Past, Chains of Eminence, Righteous Cleansing, a Dust card and Frost
Hex, audited with Amnesia on each player in turn (the seed article's Amnesia section)."""

from __future__ import annotations

from pathlib import Path

import pytest

from sandbox.cards.resolver import CardResolver
from sandbox.decks.against import UnknownAgainst, against_words
from sandbox.decks.audit import Audit, AuditRun, audit_deck
from sandbox.decks.formats import read_deck_file
from sandbox.decks.probe import OPPONENT, YOU
from sandbox.decks.report import as_text, audit_data
from sandbox.decks.resolve import read_deck
from sandbox.messages import render
from sandbox.scenario.files import load_scenario, save_scenario
from sandbox.scenario.write import from_board

DATA = Path(__file__).parent / "data"


@pytest.fixture(scope="module")
def audit() -> Audit:
    resolver = CardResolver.library_only()
    deck = read_deck(read_deck_file(DATA / "fabrary.txt"), "fab", resolver)
    return audit_deck(deck, ("amnesia",), (YOU, OPPONENT), resolver)


def _changed(run: AuditRun) -> dict[tuple[str, str], tuple[str | None, set[str]]]:
    return {
        (c.card.split(" (")[0], c.key): (c.status_after, {s.owner for s in c.stops_finding})
        for c in run.changes
    }


def test_amnesia_on_the_opponent_empties_the_same_name_abilities(audit: Audit) -> None:
    changed = _changed(audit.runs[1])
    assert audit.runs[1].applied.side == OPPONENT
    assert changed[("Spike Pit Trap", "mill")] == ("fails", {OPPONENT})  # F17
    assert changed[("Burdens of the Past", "restrict")] == ("fails", {OPPONENT})  # F17
    assert changed[("Righteous Cleansing", "banish")] == ("fails", {OPPONENT})  # F19
    assert changed[("Chains of Eminence", "restrict")] == ("finds", {OPPONENT})  # F18
    assert ("Dust from Stillwater Shrine", "material") not in changed  # F20: your dragon
    assert ("Frost Hex", "grant") not in changed  # F21: the controller's side changes nothing


def test_amnesia_on_you_breaks_your_own_names(audit: Audit) -> None:
    changed = _changed(audit.runs[0])
    assert changed[("Chains of Eminence", "restrict")] == ("finds", {YOU})  # F18: yours too
    assert changed[("Dust from Stillwater Shrine", "material")] == ("fails", {YOU})  # F20
    assert changed[("Frost Hex", "grant")] == ("fails", {YOU})  # F21: the owner's Frostbites
    for untouched in ("mill", "restrict", "banish"):
        card = {"mill": "Spike Pit Trap", "restrict": "Burdens of the Past"}.get(
            untouched, "Righteous Cleansing"
        )
        assert (card, untouched) not in changed  # they look at the opponent's cards


def test_each_change_cites_its_ruling_and_the_boards_reasons(audit: Audit) -> None:
    rulings = {(c.card.split(" (")[0], c.key): c.rulings for r in audit.runs for c in r.changes}
    assert rulings[("Spike Pit Trap", "mill")][0] == "F17"
    assert rulings[("Righteous Cleansing", "banish")][0] == "F19"
    assert rulings[("Frost Hex", "grant")][0] == "F21"
    data = audit_data(audit)
    frost = next(c for c in data["runs"][0]["changes"] if c["ability"] == "grant")
    assert frost["stops_finding"][0]["card"] == "Frostbite"
    assert any("Amnesia" in why for why in frost["stops_finding"][0]["reasons"])
    assert data["runs"][0]["on"] == "you" and data["runs"][1]["on"] == "opponent"


def test_the_cards_that_use_names_are_listed_with_their_origin(audit: Audit) -> None:
    data = audit_data(audit)
    users = {u["card"]: u["abilities"] for u in data["name_users"]}
    assert {"key": "material", "use": "identification", "origin": "curated"}.items() <= (
        users["Dust from Stillwater Shrine (1)"][0].items()
    )
    assert "Head Jab (1)" not in users


def test_the_report_reads_in_spanish(audit: Audit) -> None:
    text = as_text(audit, "es")
    assert "Auditoría del mazo: Riptide traps" in text
    assert "Contra Amnesia sobre el oponente" in text
    assert "deja de encontrar: Frostbite (ti, la zona de permanentes)" in text


def test_the_audit_board_is_a_scenario_that_opens_and_derives_the_same(
    audit: Audit, tmp_path: Path
) -> None:
    path = tmp_path / "audit.json"
    save_scenario(path, from_board(audit.runs[1].applied.board, title="audit"))
    opened = load_scenario(path, CardResolver.library_only())
    assert opened.board.objects == audit.runs[1].applied.board.objects


def test_other_effects_and_an_unknown_word() -> None:
    resolver = CardResolver.library_only()
    deck = read_deck("4 Pithing Needle\n4 Mishra's Factory\n8 Island\n", "mtg", resolver)
    assert {"pithing-needle", "name-sticker", "face-down"} <= set(against_words("mtg"))
    needle = audit_deck(deck, ("pithing-needle",), (YOU,), resolver, name="Mishra's Factory")
    stop = next(c for c in needle.runs[0].changes if c.finding_id == "pithing-needle:stop")
    assert stop.status_before is None  # the opponent's Needle comes with the effect
    assert stop.starts_finding
    # the Needle stops every source with the name, yours among them
    assert {s.card for s in stop.starts_finding} == {"Mishra's Factory"}
    assert YOU in {s.owner for s in stop.starts_finding}
    with pytest.raises(UnknownAgainst):
        audit_deck(deck, ("amnesia",), (YOU,), resolver)  # a FaB effect


def test_a_name_sticker_and_face_down_cards_on_your_side_break_a_meld_pair() -> None:
    resolver = CardResolver.library_only()
    deck = read_deck(
        "1 Gisela, the Broken Blade\n1 Bruna, the Fading Light\n10 Island\n", "mtg", resolver
    )
    audit = audit_deck(deck, ("name-sticker", "face-down"), (YOU, OPPONENT), resolver)
    sticker_you, sticker_them, down_you, down_them = audit.runs
    assert not sticker_them.changes and not down_them.changes  # the pair is yours
    (stuck,) = sticker_you.changes
    assert stuck.key == "bruna" and stuck.stops_finding[0].owner == YOU
    why = " ".join(render(reason) for reason in stuck.stops_finding[0].reasons)
    assert "its names (Wonder Bruna, the Fading Light) are not Bruna, the Fading Light" in why
    (down,) = down_you.changes
    assert (down.status_before, down.status_after) == ("finds", "fails")
    assert "M9" in down.rulings  # a face-down permanent has no name (708.2)
