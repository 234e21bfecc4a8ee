"""Message templates of deck lists and deck audits, by language: a list's problems (one line
each, with its line number), what putting a deck on the table says, and the audit's headings.

Templates only: `sandbox.decks.words` fills them in. Card names stay in English (FaB CR 2.7.4;
MTG: the Oracle name); the Spanish follows resources/translations/GLOSSARY.md.
"""

from __future__ import annotations

EN: dict[str, str] = {
    "deck.too_large": "the list is larger than {limit} KiB",
    "deck.too_many_lines": "the list has {count} lines; at most {limit} are read",
    "deck.too_many_cards": "the list has more than {limit} cards",
    "deck.line_too_long": "the line is longer than {limit} characters",
    "deck.bad_count": "{count} copies: a line holds 1 to {limit}",
    "deck.bad_line": '"{text}" is not a card line ("4 Card Name")',
    "deck.unknown_card": '"{name}" is not in your card data',
    "deck.closest": "closest: {closest}",
    "deck.needs_pitch": '"{name}" needs its pitch, one of {candidates}',
    "deck.no_such_pitch": '"{name}" has no pitch {pitch}: {candidates}',
    "deck.not_text": "not a text deck list (byte {at} is not UTF-8 text)",
    "deck.unreadable": "the deck file cannot be read: {why}",
    "deck.xml_forbidden": "the XML declares a DOCTYPE or entities, which a deck list never needs",
    "deck.xml_broken": "not well-formed XML ({why})",
    "deck.wrong_root": "not a {expected} deck file (its root element is <{found}>)",
    "deck.empty": "the list has no cards",
    "deck.line": "line {line}: {text}",
    "deck.failed": "{count} lines of the list do not resolve; nothing was added",
    "deck.added": "{count} cards of {title} added for {player}",
    "deck.outside": "{count} sideboard and companion cards start outside the game: not on the"
    " table",
    "audit.failed": "{count} lines of the list do not resolve; the deck is not audited",
    "audit.title": "Deck audit: {title}",
    "audit.names": "Cards whose abilities use names",
    "audit.none": "No card of the deck uses names.",
    "audit.against": "Against {effect} on {side}",
    "audit.unchanged": "nothing of the deck changes",
    "audit.stops": "stops finding",
    "audit.starts": "starts finding",
    "audit.status": "{before} → {after}",
    "audit.sticker": "a name sticker «{word}»",
    "audit.face_down": "face-down cards",
    "audit.you": "you",
    "audit.opponent": "the opponent",
    "audit.unknown_preset": "no effect {preset} for {game}; there are: {known}",
    "audit.board": "board saved to {path}",
}

ES: dict[str, str] = {
    "deck.too_large": "la lista ocupa más de {limit} KiB",
    "deck.too_many_lines": "la lista tiene {count} líneas; se leen como mucho {limit}",
    "deck.too_many_cards": "la lista tiene más de {limit} cartas",
    "deck.line_too_long": "la línea tiene más de {limit} caracteres",
    "deck.bad_count": "{count} copias: una línea lleva de 1 a {limit}",
    "deck.bad_line": "«{text}» no es una línea de carta («4 Nombre de carta»)",
    "deck.unknown_card": "«{name}» no está en tus datos de cartas",
    "deck.closest": "las más parecidas: {closest}",
    "deck.needs_pitch": "«{name}» necesita su pitch, uno de {candidates}",
    "deck.no_such_pitch": "«{name}» no tiene pitch {pitch}: {candidates}",
    "deck.not_text": "no es una lista de mazo en texto (el byte {at} no es texto UTF-8)",
    "deck.unreadable": "no se puede leer el archivo del mazo: {why}",
    "deck.xml_forbidden": "el XML declara un DOCTYPE o entidades, que una lista de mazo nunca"
    " necesita",
    "deck.xml_broken": "no es XML bien formado ({why})",
    "deck.wrong_root": "no es un archivo de mazo {expected} (su elemento raíz es <{found}>)",
    "deck.empty": "la lista no tiene cartas",
    "deck.line": "línea {line}: {text}",
    "deck.failed": "{count} líneas de la lista no se resuelven; no se ha añadido nada",
    "deck.added": "{count} cartas de {title} añadidas para {player}",
    "deck.outside": "{count} cartas del banquillo y compañeras empiezan fuera de la partida: no"
    " están en la mesa",
    "audit.failed": "{count} líneas de la lista no se resuelven; el mazo no se audita",
    "audit.title": "Auditoría del mazo: {title}",
    "audit.names": "Cartas cuyas habilidades usan nombres",
    "audit.none": "Ninguna carta del mazo usa nombres.",
    "audit.against": "Contra {effect} sobre {side}",
    "audit.unchanged": "no cambia nada del mazo",
    "audit.stops": "deja de encontrar",
    "audit.starts": "empieza a encontrar",
    "audit.status": "{before} → {after}",
    "audit.sticker": "una pegatina de nombre «{word}»",
    "audit.face_down": "cartas boca abajo",
    "audit.you": "ti",
    "audit.opponent": "el oponente",
    "audit.unknown_preset": "no hay efecto {preset} para {game}; los que hay: {known}",
    "audit.board": "tablero guardado en {path}",
}

# how an ability uses a name and who encoded it, as the window labels them (ui/kit/labels.py)
EN.update(
    {
        "use.self": "self-reference",
        "use.definition": "definition",
        "use.identification": "identification",
        "origin.curated": "curated",
        "origin.derived": "derived",
        "origin.suggested": "check this",
        "origin.written": "written",
        "status.finds": "finds",
        "status.fails": "fails",
        "status.n/a": "not working",
        "status.none": "—",
    }
)
ES.update(
    {
        "use.self": "autorreferencia",
        "use.definition": "definición",
        "use.identification": "identificación",
        "origin.curated": "curada",
        "origin.derived": "derivada",
        "origin.suggested": "revísala",
        "origin.written": "escrita",
        "status.finds": "encuentra",
        "status.fails": "falla",
        "status.n/a": "no funciona",
        "status.none": "—",
    }
)

CATALOG: dict[str, dict[str, str]] = {"en": EN, "es": ES}
