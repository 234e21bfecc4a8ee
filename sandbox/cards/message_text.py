"""The card database's message codes rendered to text in the user's language.

Verdict codes (naming), note codes, error codes (import, download, usage) and warning codes map
to templates over their parameters; the templates of every language live in one place,
``sandbox.messages.cards``, next to the model's catalog. Every function takes
``language`` ("en" or "es"; English by default, and for a language or code it lacks).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol

from sandbox.cards.naming.characteristics import SUPERTYPES, parse_characteristics
from sandbox.cards.naming.verdict import Candidate, Note, Verdict
from sandbox.messages import imports
from sandbox.messages.cards import CATALOG as CARD_CATALOG
from sandbox.messages.cards import (
    CHARACTERISTIC_PARTS_ES,
    FALLBACK,
    FORMAT_WORDS,
    NEGATED_ES,
    ROLE_WORDS,
    STATUS_WORDS,
    SUPERTYPE_ADJECTIVES_ES,
    TYPE_NOUNS_ES,
)

CATALOG = {lang: {**CARD_CATALOG[lang], **imports.CATALOG[lang]} for lang in CARD_CATALOG}
LANGUAGES = tuple(CATALOG)
# The English tables under their old names, for callers that read them directly.
MESSAGES = CATALOG["en"]
DERIVED = ("format_word", "status_word", "a_characteristic")  # filled in from other parameters


def render(code: str, params: Mapping[str, str], language: str = "en") -> str:
    """The text of one code with its parameters, in ``language``."""
    lang = _language(language)
    values = _Lenient(params)
    fmt = params.get("format", "")
    values.setdefault("format_word", FORMAT_WORDS[lang].get(fmt, fmt))
    status = params.get("status", "")
    values.setdefault("status_word", STATUS_WORDS[lang].get(status, status))
    values.setdefault("a_characteristic", _a_characteristic(params.get("characteristic", ""), lang))
    template = CATALOG[lang].get(code) or CATALOG["en"].get(code)
    if template is None:
        return FALLBACK[lang].format(code=code)
    return template.format_map(values)


def render_verdict(verdict: Verdict, language: str = "en") -> str:
    """ "allowed [M7]: Stomp is the adventure name of ..." or "rechazado [F13]: ..."."""
    frame = "verdict.allowed" if verdict.allowed else "verdict.refused"
    text = render(verdict.code, verdict.params, language)
    return render(frame, {"ruling": verdict.ruling, "text": text}, language)


def render_note(note: Note, language: str = "en") -> str:
    text = render(note.code, note.params, language)
    return render("verdict.note", {"ruling": note.ruling, "text": text}, language)


def render_candidate(candidate: Candidate, language: str = "en") -> str:
    """One line describing a candidate card or face."""
    lang = _language(language)
    parts = [candidate.name]
    if candidate.pitch:
        parts.append(render("candidate.pitch", {"pitch": candidate.pitch}, lang))
    details = []
    if candidate.card != candidate.name:
        role_word = ROLE_WORDS[lang].get(candidate.role, candidate.role)
        params = {"role_word": role_word, "card": candidate.card}
        details.append(render("candidate.part", params, lang))
    if candidate.type_line:
        details.append(candidate.type_line)
    if candidate.is_token:
        details.append(render("candidate.token", {}, lang))
    if candidate.status:
        details.append(STATUS_WORDS[lang].get(candidate.status, candidate.status))
    return " ".join(parts) + (f" - {'; '.join(details)}" if details else "")


class AnError(Protocol):
    """What rendering needs of a `CardDataError` (which renders itself with this module)."""

    code: str
    file: str
    where: str
    params: dict[str, str]


def render_error(error: AnError, language: str = "en") -> str:
    """ "namesake: <file>: <where>: <problem>" on one line."""
    where = f"{error.where}: " if error.where else ""
    text = f"namesake: {error.file}: {where}{render(error.code, error.params, language)}"
    return " ".join(text.split())


def render_warning(code: str, language: str = "en") -> str:
    """ "namesake: warning: <text>"."""
    return f"namesake: {render('warning', {'text': render(code, {}, language)}, language)}"


def _language(language: str) -> str:
    return language if language in CATALOG else "en"


def _a_characteristic(characteristic: str, language: str) -> str:
    """ "an artifact" (then "card name"), or "una carta de artefacto" (after "el nombre de")."""
    if language == "es":
        return _una_carta(characteristic)
    article = "an" if characteristic[:1].lower() in "aeiou" and characteristic else "a"
    return f"{article} {characteristic}"


def _una_carta(characteristic: str) -> str:
    """The Spanish phrase for a card with these characteristics (Spanish CR 201.4a wording)."""
    words = CHARACTERISTIC_PARTS_ES
    try:
        wanted = parse_characteristics([characteristic])
    except ValueError:
        return f"{words['card']} {characteristic}".strip()
    adjectives = [
        SUPERTYPE_ADJECTIVES_ES[c.base] for c in wanted if c.base in SUPERTYPES and not c.negated
    ]
    nouns = [TYPE_NOUNS_ES[c.base] for c in wanted if c.base not in SUPERTYPES and not c.negated]
    negated = [NEGATED_ES[c.base] for c in wanted if c.negated]
    phrase = [words["card"], *adjectives]
    if nouns:
        phrase += [words["of"], f" {words['and']} ".join(nouns)]
    if negated:
        phrase += [words["not"], f" {words['nor']} ".join(negated)]
    return " ".join(phrase)


class _Lenient(dict[str, str]):
    def __missing__(self, key: str) -> str:
        return "?"
