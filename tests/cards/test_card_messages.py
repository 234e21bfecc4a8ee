"""The card database speaks English and Spanish: every message code has a template in both
languages, every template fills in from the parameters its code is produced with, and the
``namesake name`` verdict comes out in the language asked for (``--language es``)."""

from __future__ import annotations

import ast
import json
import re
import string
from pathlib import Path

import pytest
from card_samples import REPO, RESOURCES

from sandbox.cards.errors import CardDataError
from sandbox.cards.message_text import (
    CATALOG,
    DERIVED,
    LANGUAGES,
    render,
    render_candidate,
    render_error,
    render_note,
    render_verdict,
    render_warning,
)
from sandbox.cards.naming.mtg import ROLE_RULING
from sandbox.cards.naming.verdict import Candidate, Note, Verdict
from sandbox.cli.main import main
from sandbox.messages.cards import ROLE_WORDS, STATUS_WORDS

EN, ES = CATALOG["en"], CATALOG["es"]  # the card catalog and the import changes' (imports.py)

# The parameters each code is produced with (sandbox/cards/naming, importers, build, download,
# commands), with sample values.
NAME = {"name": "Stomp"}
MTG_FACE = {**NAME, "card": "Bonecrusher Giant // Stomp", "type_line": "Instant — Adventure"}
MTG_ALLOWED = {**MTG_FACE, "role": "adventure"}
MTG_WANTED = {**MTG_ALLOWED, "characteristic": "legendary, nonland"}
FAB_NAMED = {"name": "Sink Below", "format": "cc", "pitch": "1"}
FAB_IDENTIFIED = {**FAB_NAMED, "query": "Sink", "how": "partial"}
FAB_AMBIGUOUS = {"query": "Katsu", "count": "2", "how": "moniker"}
REASON = {"reason": "[Errno 13] Permission denied"}
PARAMS: dict[str, dict[str, str]] = {
    **{f"mtg.allowed.{role}": MTG_ALLOWED for role in ROLE_RULING},
    **{f"mtg.allowed.{role}.characteristic": MTG_WANTED for role in ROLE_RULING},
    **{f"mtg.mismatch.{role}": MTG_WANTED for role in ROLE_RULING},
    "mtg.split_both": {"name": "Fire // Ice", "faces": "Fire / Ice"},
    "mtg.combined_name": {"name": "Bonecrusher Giant // Stomp", "faces": "Bonecrusher Giant"},
    "mtg.token_only": {"name": "Clue"},
    "mtg.unknown": {"name": "Nonesuch"},
    "mtg.not_in_data": {"name": "Nonesuch"},
    "mtg.interchangeable": {"name": "Forest", "others": "Snow-Covered Forest"},
    "mtg.format_ignored": {"name": "Black Lotus", "format": "modern"},
    "mtg.also_token": {"name": "Mechtitan"},
    "fab.named": FAB_NAMED,
    "fab.named.format": FAB_NAMED,
    "fab.named.pitch": FAB_NAMED,
    "fab.named.pitch.format": FAB_NAMED,
    "fab.identified.moniker": {**FAB_IDENTIFIED, "how": "moniker"},
    "fab.identified.partial": FAB_IDENTIFIED,
    "fab.identified.description": {**FAB_IDENTIFIED, "how": "description"},
    "fab.no_such_pitch": {"name": "Sink Below", "pitch": "4"},
    "fab.token_only": {"name": "Spectral Shield"},
    "fab.split_both": {"name": "Comet Storm // Shock", "faces": "Comet Storm / Shock"},
    "fab.double_faced_both": {"name": "Levia // Blasmophet", "faces": "Levia / Blasmophet"},
    "fab.not_legal": {"name": "Sink Below", "format": "blitz", "status": "banned"},
    "fab.ambiguous.moniker": FAB_AMBIGUOUS,
    "fab.ambiguous.partial": {**FAB_AMBIGUOUS, "how": "partial"},
    "fab.ambiguous.description": {**FAB_AMBIGUOUS, "how": "description"},
    "fab.unknown": {"name": "Nonesuch"},
    "fab.not_in_data": {"name": "Nonesuch"},
    "fab.cycle": {"name": "Sink Below", "pitches": "1, 2, 3"},
    "fab.token_rarity": {"name": "Phoenix Flame"},
    "fab.also_token": {"name": "Ash"},
    "fab.moniker_not_name": {"name": "Katsu", "others": "Katsu, the Wanderer"},
    "verdict.allowed": {"ruling": "M7", "text": "..."},
    "verdict.refused": {"ruling": "M3", "text": "..."},
    "verdict.note": {"ruling": "F3c", "text": "..."},
    "verdict.chosen": {"names": "Forest, Snow-Covered Forest"},
    "verdict.candidates": {},
    "candidate.pitch": {"pitch": "2"},
    "candidate.part": {"role_word": "the adventure", "card": "Bonecrusher Giant // Stomp"},
    "candidate.token": {},
    "file.not_found": {},
    "file.is_directory": {},
    "file.unreadable": REASON,
    "file.bad_archive": REASON,
    "file.zip_members": {"count": "3"},
    "file.not_utf8": REASON,
    "file.bad_compression": REASON,
    "file.unpacked_too_large": {"limit": "64", "size": "0.0015"},
    "format.empty": {},
    "format.unknown": {"start": "'<html>'"},
    "format.no_records": {},
    "json.truncated": REASON,
    "json.invalid": REASON,
    "record.not_object": {},
    "record.not_face_list": {},
    "record.invalid": {"field": "name", "reason": "expected text"},
    "csv.invalid": REASON,
    "csv.truncated": {},
    "csv.short_row": {"found": "3", "expected": "20"},
    "csv.missing_columns": {"columns": "Name, Pitch"},
    "import.no_cards": {},
    "db.disk_full": REASON,
    "db.write_failed": REASON,
    "db.read_failed": REASON,
    "download.http": {"status": "404", "reason": "Not Found"},
    "download.network": REASON,
    "download.interrupted": {"received": "100", "expected": "2000"},
    "download.too_small": {"received": "12"},
    "download.not_token_list": {},
    "download.not_json": REASON,
    "download.bad_url": {},
    "download.bad_redirect": {"target": "ftp://example.org/cards.json"},
    "download.not_a_file": REASON,
    "download.too_large": {"limit": "2048"},
    "download.deadline": {"seconds": "1800"},
    "download.disk_full": REASON,
    "download.write_failed": REASON,
    "file.not_regular": REASON,
    "file.too_large": REASON,
    "usage.format": {"format": "modern", "choices": "blitz, cc, commoner, ll"},
    "usage.characteristic": {"word": "blue", "choices": "artifact, basic, battle"},
    "usage.characteristic_fab": {},
    "warning": {"text": "..."},
    "db.previous_unreadable": {},
    "db.corrupt": {},
    "db.old_schema": {},
    "db.stale": {},
    "db.fallback": {},
    "import.changes": {"added": "3", "changed": "1", "removed": "0"},
    "import.would_remove": {"removed": "2", "before": "3"},
}
CODE = re.compile(r"^(file|format|json|record|csv|import|db|download|usage|mtg|fab)\.[a-z_.]+$")


def fields(template: str) -> set[str]:
    return {field for _, field, _, _ in string.Formatter().parse(template) if field is not None}


def produced_codes() -> set[str]:
    """The message-code literals in the card database's source (an f-string prefix ends in .)."""
    found = set()
    for path in (REPO / "sandbox" / "cards").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and CODE.match(str(node.value)):
                found.add(str(node.value))
    return found


def test_both_languages_have_every_code() -> None:
    assert LANGUAGES == ("en", "es")
    assert set(ES) == set(EN)
    assert set(PARAMS) == set(EN), "the table of parameters above must list every code"


def test_every_code_the_card_database_produces_has_a_template() -> None:
    codes = produced_codes()
    assert len(codes) > 40
    for code in codes:
        if code.endswith("."):
            assert any(key.startswith(code) for key in EN), code
        else:
            assert code in EN and code in ES, code


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("code", sorted(EN))
def test_every_template_fills_in_from_its_parameters(code: str, language: str) -> None:
    params = PARAMS[code]
    template = CATALOG[language][code]
    assert fields(template) <= set(params) | set(DERIVED), "a field no producer fills in"
    text = render(code, params, language)
    assert text and "{" not in text and "}" not in text
    assert text.count("?") == template.count("?"), "a field was left unfilled"
    assert not text.startswith("["), "fell back to the code"


@pytest.mark.parametrize("code", sorted(EN))
def test_the_spanish_template_uses_the_same_parameters_as_the_english(code: str) -> None:
    assert fields(ES[code]) == fields(EN[code])


@pytest.mark.parametrize("code", sorted(set(EN) - {"candidate.pitch"}))
def test_the_spanish_is_a_translation_not_a_copy(code: str) -> None:
    assert ES[code] != EN[code]


def test_card_names_stay_in_english_in_spanish() -> None:
    text = render("mtg.allowed.half", {"name": "Fire", "card": "Fire // Ice"}, "es")
    assert (
        text
        == "Fire es una de las mitades de la carta partida Fire // Ice; solo se elige esa mitad"
    )


@pytest.mark.parametrize(
    ("characteristic", "english", "spanish"),
    [
        ("artifact", "an artifact card name", "el nombre de una carta de artefacto"),
        ("legendary", "a legendary card name", "el nombre de una carta legendaria"),
        ("nonland", "a nonland card name", "el nombre de una carta que no sea tierra"),
        (
            "legendary, creature, noncreature, nonartifact",
            "a legendary, creature, noncreature, nonartifact card name",
            "el nombre de una carta legendaria de criatura que no sea de criatura ni de artefacto",
        ),
        ("kindred", "a kindred card name", "el nombre de una carta de estirpe"),
    ],
)
def test_characteristics_read_as_the_rules_word_them(
    characteristic: str, english: str, spanish: str
) -> None:
    params = {"name": "Island", "type_line": "Basic Land — Island", "role": "single"}
    params["characteristic"] = characteristic
    assert english in render("mtg.mismatch.single", params)
    assert spanish in render("mtg.mismatch.single", params, "es")


def test_an_unknown_language_or_code_falls_back() -> None:
    assert render("fab.unknown", {"name": "X"}, "de") == "no card is named X"
    assert render("no.such.code", {}, "es") == "[no.such.code]"


def test_verdicts_notes_candidates_errors_and_warnings_in_spanish() -> None:
    verdict = Verdict("fab", "Spectral Shield", False, "F13", "fab.token_only", NAME)
    assert render_verdict(verdict) == "refused [F13]: Stomp is a token, and no card has that name"
    assert render_verdict(verdict, "es") == (
        "rechazado [F13]: Stomp es una ficha, y ninguna carta tiene ese nombre"
    )
    note = Note("fab.cycle", "F3c", {"name": "Sink Below", "pitches": "1, 2, 3"})
    assert render_note(note, language="es") == (
        "nota [F3c]: Sink Below es un ciclo (pitch 1, 2, 3); nombrarlo nombra cada carta del ciclo"
    )
    half = Candidate("Ice", "Fire // Ice", role="half", type_line="Instant")
    assert render_candidate(half) == "Ice - a half of Fire // Ice; Instant"
    assert render_candidate(half, "es") == "Ice - una mitad de Fire // Ice; Instant"
    token = Candidate(
        "Spectral Shield", "Spectral Shield", pitch="", is_token=True, status="banned"
    )
    assert render_candidate(token, "es") == "Spectral Shield - ficha; prohibida"
    error = CardDataError("csv.short_row", "cards.csv", "line 4", {"found": "3", "expected": "20"})
    assert str(error) == (
        "namesake: cards.csv: line 4: the row has 3 fields, 20 expected (is the file cut short?)"
    )
    assert render_error(error, "es") == (
        "namesake: cards.csv: line 4: la fila tiene 3 campos y se esperaban 20"
        " (¿está cortado el archivo?)"
    )
    assert render_warning("db.stale", "es").startswith("namesake: aviso: no se pudo actualizar")


def test_every_role_and_status_has_words_in_both_languages() -> None:
    for table in (ROLE_WORDS, STATUS_WORDS):
        assert set(table) == {"en", "es"}
        assert set(table["es"]) == set(table["en"])
    assert set(ROLE_WORDS["en"]) == set(ROLE_RULING)


# --- the CLI, end to end, over the bundled library built in the test's XDG_DATA_HOME ---


@pytest.fixture
def shipped_library(monkeypatch: pytest.MonkeyPatch) -> Path:
    """The library bundled with the app (resources/cards), not a test copy."""
    monkeypatch.delenv("NAMESAKE_RESOURCES", raising=False)
    return REPO / "resources" / "cards"


@pytest.fixture
def test_library(monkeypatch: pytest.MonkeyPatch) -> Path:
    """The small hand-written bundled library of these tests."""
    monkeypatch.setenv("NAMESAKE_RESOURCES", str(RESOURCES))
    return RESOURCES / "cards"


@pytest.mark.usefixtures("shipped_library")
def test_a_split_card_refused_in_spanish_citing_m3(
    capsys: pytest.CaptureFixture[str], data_home: Path
) -> None:
    assert main(["name", "Fire // Ice", "--game", "mtg", "--language", "es"]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0] == (
        "rechazado [M3]: Fire // Ice nombra las dos mitades de una carta partida;"
        " elige una sola mitad: Fire / Ice"
    )
    assert out[1] == "candidatas:"
    assert "  Fire - una mitad de Fire // Ice; Instant" in out[2:]
    assert (data_home / "namesake" / "cards.sqlite3").is_file(), "built in the test's data home"


@pytest.mark.usefixtures("shipped_library")
def test_a_fab_token_refused_in_spanish_citing_f13(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["name", "Spectral Shield", "--game", "fab", "--format", "cc", "--language", "es"]
    assert main(argv) == 1
    out = capsys.readouterr().out
    assert out.startswith(
        "rechazado [F13]: Spectral Shield es una ficha, y ninguna carta tiene ese nombre\n"
    )
    assert "; ficha" in out


@pytest.mark.usefixtures("test_library")
def test_a_fab_cycle_allowed_in_spanish_with_its_note(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["name", "Sink Below", "--game", "fab", "--language", "es"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "permitido [F12]: Sink Below es una carta que existe"
    assert out[1] == "elección: Sink Below"
    assert out[2].startswith("nota [F3c]: Sink Below es un ciclo (pitch 1, 3);")


@pytest.mark.usefixtures("test_library")
def test_a_characteristic_mismatch_in_spanish(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["name", "Island", "--game", "mtg", "--characteristic", "artifact", "--language", "es"]
    assert main(argv) == 1
    assert capsys.readouterr().out.startswith(
        "rechazado [M2]: Island no es el nombre de una carta de artefacto:"
        " su línea de tipo Oracle es «Basic Land — Island»"
    )


@pytest.mark.usefixtures("test_library")
def test_json_keeps_the_codes_and_renders_the_message_in_spanish(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["name", "Katsu", "--game", "fab", "--json", "--language", "es"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert (data["code"], data["ruling"], data["language"]) == ("fab.named", "F12", "es")
    assert data["message"] == "permitido [F12]: Katsu es una carta que existe"
    moniker = next(n for n in data["notes"] if n["code"] == "fab.moniker_not_name")
    assert moniker["params"] == {"name": "Katsu", "others": "Katsu, the Wanderer"}
    assert moniker["message"].startswith("nota [F3a]: Katsu también es un apodo de Katsu,")


@pytest.mark.usefixtures("test_library")
def test_english_stays_the_default_and_the_top_level_language_carries_over(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["name", "Fire // Ice", "--game", "mtg"]) == 1
    assert capsys.readouterr().out.startswith("refused [M3]: Fire // Ice names both halves")
    assert main(["--language", "es", "name", "Fire // Ice", "--game", "mtg"]) == 1
    assert capsys.readouterr().out.startswith("rechazado [M3]: Fire // Ice nombra")
    assert main(["--language", "es", "name", "Ice", "--game", "mtg", "--language", "en"]) == 0
    assert capsys.readouterr().out.startswith("allowed [M3]: Ice is one half")


@pytest.mark.usefixtures("test_library")
def test_usage_errors_in_spanish(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["name", "Sink Below", "--game", "fab", "--characteristic", "land", "--language", "es"]
    assert main(argv) == 2
    assert capsys.readouterr().err == "namesake: --characteristic: solo con --game mtg\n"
    argv = ["name", "Sink Below", "--game", "fab", "--format", "modern", "--language", "es"]
    assert main(argv) == 2
    assert "formato desconocido modern; usa uno de estos: blitz" in capsys.readouterr().err
