"""English text for every message code of the card database, in one place.

Verdict codes (naming), note codes, error codes (import, download, usage) and warning codes
map to format strings over their parameters. The CLI prints these; the GUI can render the same
codes through its own catalog (Spanish later) and fall back to ``MESSAGES``.
"""

from __future__ import annotations

from collections.abc import Mapping

from sandbox.cards.errors import CardDataError
from sandbox.cards.naming.verdict import Candidate, Note, Verdict

ROLE_WORDS = {
    "single": "the card",
    "front": "the front face",
    "half": "a half",
    "flip": "the flipped side",
    "back": "the back face",
    "meld_back": "the melded back face",
    "adventure": "the adventure",
}
STATUS_WORDS = {
    "legal": "legal",
    "restricted": "restricted",
    "banned": "banned",
    "suspended": "suspended",
    "living_legend": "retired as a Living Legend",
    "not_legal": "not legal",
}
FORMAT_WORDS = {
    "blitz": "Blitz",
    "cc": "Classic Constructed",
    "commoner": "Commoner",
    "ll": "Living Legend",
}

_ALLOWED_MTG = {
    "single": "{name} is the name of a card in the Oracle card reference",
    "front": "{name} is the name of {card}",
    "half": "{name} is one half of the split card {card}; only that half is chosen",
    "flip": "{name} is the alternative name of the flip card {card}",
    "back": "{name} is the back face of the double-faced card {card}",
    "meld_back": "{name} is the combined back face of a meld pair",
    "adventure": "{name} is the adventure name of the adventurer card {card}",
}
_MISMATCH_MTG = {
    "single": '{name} is not {a_characteristic} card name: its Oracle type line is "{type_line}";'
    " what an object on the battlefield has become does not count",
    "front": '{name} is not {a_characteristic} card name: its Oracle type line is "{type_line}"',
    "half": "{name} is not {a_characteristic} card name: only this half's characteristics count"
    ' ("{type_line}")',
    "flip": "{name} is not {a_characteristic} card name: with its alternative characteristics it"
    ' is "{type_line}"',
    "back": "{name} is not {a_characteristic} card name: only the back face's characteristics"
    ' count ("{type_line}")',
    "meld_back": "{name} is not {a_characteristic} card name: only the combined back face's"
    ' characteristics count ("{type_line}")',
    "adventure": "{name} is not {a_characteristic} card name: with its alternative"
    ' characteristics it is "{type_line}"',
}

MESSAGES: dict[str, str] = {
    **{f"mtg.allowed.{role}": text for role, text in _ALLOWED_MTG.items()},
    **{
        f"mtg.allowed.{role}.characteristic": text + ", and it is {a_characteristic} card name"
        ' ("{type_line}")'
        for role, text in _ALLOWED_MTG.items()
    },
    **{f"mtg.mismatch.{role}": text for role, text in _MISMATCH_MTG.items()},
    "mtg.split_both": "{name} names both halves of a split card; choose one half: {faces}",
    "mtg.combined_name": "{name} is not a name by itself; the card's names are {faces}",
    "mtg.token_only": "{name} is only the name of a token, and no card has that name",
    "mtg.unknown": "no card in the Oracle card reference is named {name}",
    "mtg.interchangeable": "choosing {name} also chooses {others} (interchangeable names)",
    "mtg.format_ignored": "{name} is not legal in {format}, but a card name may be chosen"
    " whether or not it is legal in the format",
    "mtg.also_token": "a token is also named {name}; the name may be chosen because a card has it",
    "fab.named": "{name} is a card that exists",
    "fab.named.format": "{name} is a card legal in {format_word}",
    "fab.named.pitch": "{name} with pitch {pitch} is one card that exists",
    "fab.named.pitch.format": "{name} with pitch {pitch} is one card, legal in {format_word}",
    "fab.identified.moniker": '"{query}" is a moniker that only {name} has among the cards;'
    " the name declared is {name}",
    "fab.identified.partial": '"{query}" can only mean {name}',
    "fab.identified.description": '"{query}" can only describe {name}',
    "fab.no_such_pitch": "{name} has no card with pitch {pitch}",
    "fab.token_only": "{name} is a token, and no card has that name",
    "fab.not_legal": "{name} is {status_word} in {format_word}",
    "fab.ambiguous.moniker": '"{query}" is a moniker, not a name, and {count} cards have it;'
    " declare the full name",
    "fab.ambiguous.partial": '"{query}" could mean {count} different cards; name one',
    "fab.ambiguous.description": '"{query}" could describe {count} different cards; name one',
    "fab.unknown": "no card is named {name}",
    "fab.cycle": "{name} is a cycle (pitch {pitches}); naming it names each card of the cycle",
    "fab.token_rarity": "{name} has token rarity but is a card, so it may be named",
    "fab.also_token": "a token is also named {name}; the name may be declared because a card"
    " has it",
    "fab.moniker_not_name": "{others} only share the moniker {name}: a moniker is not a name,"
    " so they are not named",
    # errors: "namesake: <file>: <where>: <problem>"
    "file.not_found": "no such file",
    "file.is_directory": "is a folder, not a card data file",
    "file.unreadable": "cannot be read ({reason})",
    "file.bad_archive": "is not a readable archive ({reason})",
    "file.zip_members": "the zip archive holds {count} files; it should hold one",
    "file.not_utf8": "is not UTF-8 text ({reason})",
    "file.bad_compression": "the compressed data is damaged or cut short ({reason})",
    "format.empty": "the file is empty",
    "format.unknown": "not a card data file this program knows (it starts with {start}); expected"
    " a FaB card.json or card CSV, MTGJSON AtomicCards/AllPrintings, or Scryfall bulk JSON",
    "format.no_records": "the file holds no cards",
    "json.truncated": "the file ends early, it was probably cut short ({reason})",
    "json.invalid": "invalid JSON ({reason})",
    "record.not_object": "the record is not a JSON object",
    "record.not_face_list": "the entry should be a list of faces",
    "record.invalid": "field {field}: {reason}",
    "csv.invalid": "invalid CSV ({reason})",
    "csv.truncated": "the file ends inside a quoted field, it was probably cut short",
    "csv.short_row": "the row has {found} fields, {expected} expected (is the file cut short?)",
    "csv.missing_columns": "the header lacks the column(s) {columns}",
    "import.no_cards": "the file holds no cards",
    "db.disk_full": "the disk is full ({reason}); the previous card database is unchanged",
    "db.write_failed": "could not write the card database ({reason}); the previous one is"
    " unchanged",
    "download.http": "the server answered {status} {reason}",
    "download.network": "could not download ({reason})",
    "download.interrupted": "the download stopped after {received} of {expected} bytes",
    "download.too_small": "only {received} bytes arrived; that is not a card data file",
    "download.not_json": "what arrived is not valid JSON ({reason})",
    "download.bad_url": "not an http(s) or file URL",
    "usage.format": "unknown format {format}; use one of: {choices}",
    "usage.characteristic": "unknown characteristic {word}; use a card type or supertype word,"
    " optionally with non- in front: {choices}",
    # warnings
    "db.previous_unreadable": "the previous card database could not be read; its imported cards"
    " were not kept",
    "db.corrupt": "the card database could not be read; it was moved aside and rebuilt from the"
    " bundled library",
    "db.old_schema": "the card database was made by another version; it was moved aside and"
    " rebuilt from the bundled library (import your card files again)",
    "db.stale": "the card database could not be refreshed with the new bundled library; using it"
    " as it is",
    "db.fallback": "the data folder cannot be written; using a temporary database with the"
    " bundled library only",
}
FALLBACK = "[{code}]"


def render(code: str, params: Mapping[str, str]) -> str:
    """The English text of one code with its parameters."""
    values = _Lenient(params)
    values.setdefault(
        "format_word", FORMAT_WORDS.get(params.get("format", ""), params.get("format", ""))
    )
    characteristic = params.get("characteristic", "")
    article = "an" if characteristic[:1].lower() in "aeiou" and characteristic else "a"
    values.setdefault("a_characteristic", f"{article} {characteristic}")
    values.setdefault(
        "status_word", STATUS_WORDS.get(params.get("status", ""), params.get("status", ""))
    )
    template = MESSAGES.get(code, FALLBACK)
    return template.format_map(values) if template != FALLBACK else FALLBACK.format(code=code)


def render_verdict(verdict: Verdict) -> str:
    """ "allowed [M7]: Stomp is the adventure name of ..." or "refused [F13]: ..."."""
    word = "allowed" if verdict.allowed else "refused"
    return f"{word} [{verdict.ruling}]: {render(verdict.code, verdict.params)}"


def render_note(note: Note) -> str:
    return f"note [{note.ruling}]: {render(note.code, note.params)}"


def render_candidate(candidate: Candidate) -> str:
    """One line describing a candidate card or face."""
    parts = [candidate.name]
    if candidate.pitch:
        parts.append(f"(pitch {candidate.pitch})")
    details = []
    if candidate.card != candidate.name:
        details.append(f"{ROLE_WORDS.get(candidate.role, candidate.role)} of {candidate.card}")
    if candidate.type_line:
        details.append(candidate.type_line)
    if candidate.is_token:
        details.append("token")
    if candidate.status:
        details.append(STATUS_WORDS.get(candidate.status, candidate.status))
    return " ".join(parts) + (f" - {'; '.join(details)}" if details else "")


def render_error(error: CardDataError) -> str:
    """ "namesake: <file>: <where>: <problem>" on one line."""
    where = f"{error.where}: " if error.where else ""
    text = f"namesake: {error.file}: {where}{render(error.code, error.params)}"
    return " ".join(text.split())


def render_warning(code: str) -> str:
    return f"namesake: warning: {render(code, {})}"


class _Lenient(dict[str, str]):
    def __missing__(self, key: str) -> str:
        return "?"
