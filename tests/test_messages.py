"""Every message code the program can produce has an English and a Spanish template, and each
template names only parameters that exist."""

from __future__ import annotations

import re
import string
from pathlib import Path

import pytest

from sandbox.messages import CATALOG, phrase, render
from sandbox.model import ACTION_KINDS
from sandbox.model.reasons import reason

SOURCES = Path(__file__).resolve().parents[1] / "sandbox"
CODE_CALL = re.compile(
    r"""(?:reason|refuse|reason_with|_constant|_having)\(\s*(?:[a-z_.]+,\s*)*"([a-z_]+\.[a-z_]+)\""""
)
EFFECT_CODES = {
    "effect.lose_names",
    "effect.lose_names_cant_gain",
    "effect.gain_name",
    "effect.name_sticker",
    "effect.copy",
    "effect.set_name",
}


def codes_in_model() -> set[str]:
    found = set(EFFECT_CODES)
    for path in (SOURCES / "model").rglob("*.py"):
        found |= set(CODE_CALL.findall(path.read_text()))
    return found


def test_the_scan_finds_codes() -> None:
    assert {"ref.nameless", "action.unknown_player", "name.gain_blocked"} <= codes_in_model()


@pytest.mark.parametrize("language", ["en", "es"])
def test_every_model_code_has_a_template(language: str) -> None:
    missing = sorted(codes_in_model() - set(CATALOG[language]))
    assert not missing, f"no {language} template for {missing}"


def test_spanish_covers_every_english_template() -> None:
    assert set(CATALOG["es"]) >= set(CATALOG["en"])


@pytest.mark.parametrize("language", ["en", "es"])
def test_templates_render_without_unknown_fields(language: str) -> None:
    for code, template in CATALOG[language].items():
        fields = {f for _, f, _, _ in string.Formatter().parse(template) if f}
        text = render(reason(code, **{f: "X" for f in fields}), language)
        assert "?" not in text.replace("¿", ""), (code, text)


def test_render_cites_rulings_and_rules() -> None:
    text = render(reason("ref.nameless", rulings=("F6",), rules=("2.7.5",)))
    assert text.endswith("[F6; CR 2.7.5]")


@pytest.mark.parametrize("language", ["en", "es"])
def test_every_action_kind_has_its_undo_words(language: str) -> None:
    missing = [kind for kind in ACTION_KINDS if f"undo.{kind}" not in CATALOG[language]]
    assert not missing, f"no {language} undo words for {missing}"


def test_undo_words_take_their_parameters_as_they_are() -> None:
    """The window passes its own headings: no zone words, contractions or citations."""
    move = reason("undo.move_object", object="Head Jab", zone="Graveyard", rulings=("F6",))
    assert phrase(move, "en") == "Move Head Jab to Graveyard"
    give = reason("undo.set_owner", object="Head Jab", player="el jugador")
    assert phrase(give, "es") == "Dar Head Jab a el jugador"
