"""The frame words of the command line's texts, in English and Spanish: the headings, labels
and vocabulary words (statuses, uses, origins) around the model's sentences in
`namesake check`, `card` and `examples`. The sentences themselves are
in `catalog`; the words follow resources/translations/GLOSSARY.md, as the window's do."""

from __future__ import annotations

EN: dict[str, str] = {
    "head": "Game {game}, turn {turn}, active player {player}",
    "objects": "Objects",
    "object_line": "{id}: {card} in {zone} ({whose})",
    "owner": "owner {player}",
    "controller": "controller {player}",
    "names": "names",
    "no_name": "(no name)",
    "moniker": "moniker {moniker}",
    "from": "from",
    "taken_by": "taken by",
    "references": "References",
    "finds": "finds",
    "nothing": "nothing",
    "because": "because",
    "finds_object": "finds {id}",
    "misses_object": "misses {id}",
    "effects": "Effects",
    "expectations": "Expectations: {passed} of {count} hold",
    "failed": "FAILED",
    "protections": "Protections",
    "player": "player",
    "nothing_here": "nothing here",
    "protects_from": "protects from",
    "not_from": "not from {id}",
    "source_from": "from {source}",
    "resolutions": "Targets on resolution",
    "resolves": "resolves",
    "does_not_resolve": "does not resolve",
    "target_line": "target {id}: {state}",
    "legal": "legal",
    "illegal": "illegal",
    # `namesake card`
    "name_use": "name use",
    "out_of_scope": "out of board scope: {scope}",
    "not_encoded": "not encoded",
    "names_in": "in {code}",
    "rulings": "rulings",
    "add_effect": "Add effect",
    "no_card": "no {game} card named {name} in your card data",
    "no_card_bundled": "no {game} card named {name} in your card data (only the bundled"
    " library: `namesake import` the full data)",
    "did_you_mean": "did you mean: {names}?",
}

ES: dict[str, str] = {
    "head": "Juego {game}, turno {turn}, jugador activo {player}",
    "objects": "Objetos",
    "object_line": "{id}: {card} en {zone} ({whose})",
    "owner": "propietario {player}",
    "controller": "controlador {player}",
    "names": "nombres",
    "no_name": "(sin nombre)",
    "moniker": "apodo {moniker}",
    "from": "de",
    "taken_by": "quitado por",
    "references": "Referencias",
    "finds": "encuentra",
    "nothing": "nada",
    "because": "porque",
    "finds_object": "encuentra {id}",
    "misses_object": "no encuentra {id}",
    "effects": "Efectos",
    "expectations": "Expectativas: se cumplen {passed} de {count}",
    "failed": "NO SE CUMPLE",
    "protections": "Protecciones",
    "player": "jugador",
    "nothing_here": "nada de aquí",
    "protects_from": "protege contra",
    "not_from": "no contra {id}",
    "source_from": "de {source}",
    "resolutions": "Objetivos al resolverse",
    "resolves": "se resuelve",
    "does_not_resolve": "no se resuelve",
    "target_line": "objetivo {id}: {state}",
    "legal": "legal",
    "illegal": "ilegal",
    "name_use": "uso de nombres",
    "out_of_scope": "fuera del alcance de la mesa: {scope}",
    "not_encoded": "sin codificar",
    "names_in": "en {code}",
    "rulings": "rulings",
    "add_effect": "Añadir efecto",
    "no_card": "no hay ninguna carta de {game} llamada {name} en tus datos de cartas",
    "no_card_bundled": "no hay ninguna carta de {game} llamada {name} en tus datos de cartas"
    " (solo la biblioteca incluida: importa los datos completos con `namesake import`)",
    "did_you_mean": "¿quisiste decir: {names}?",
}

FRAME = {"en": EN, "es": ES}

# the model's vocabulary words, by language (English: the word as the files write it)
WORDS: dict[str, dict[str, str]] = {
    "en": {},
    "es": {
        # finding statuses and uses
        "finds": "encuentra",
        "fails": "falla",
        "n/a": "no funciona",
        "self": "autorreferencia",
        "definition": "definición",
        "identification": "identificación",
        "names": "nombra cartas",
        "none": "ninguno",
        # name origins and statuses
        "printed": "impreso",
        "copied": "copiado",
        "sticker": "pegatina",
        "gained": "obtenido",
        "set": "fijado",
        "current": "actual",
        "lost": "perdido",
        "blocked": "bloqueado",
        "replaced": "sustituido",
        # effect states
        "applies": "se aplica",
        "ended": "terminado",
        "off": "desactivado",
        "inactive": "inactivo",
        # ability origins and scopes
        "curated": "curada",
        "derived": "derivada",
        "suggested": "revísala",
        "written": "escrita",
        "deck_building": "construcción de mazo",
        "joke": "colección de broma",
        "draft": "draft",
    },
}


# what an effect kind does, as `card` says it ("Add effect: loses all names (Amnesia...)")
EFFECT_KINDS: dict[str, dict[str, str]] = {
    "en": {
        "lose_names": "loses all names",
        "gain_name": "gains a name",
        "name_sticker": "a name sticker",
        "copy": "becomes a copy",
        "set_name": "its name becomes another",
        "gain_ability": "gains an ability",
        "cant_gain": "and can't gain names",
    },
    "es": {
        "lose_names": "pierde todos los nombres",
        "gain_name": "obtiene un nombre",
        "name_sticker": "una pegatina de nombre",
        "copy": "pasa a ser una copia",
        "set_name": "su nombre pasa a ser otro",
        "gain_ability": "obtiene una habilidad",
        "cant_gain": "y no puede obtener nombres",
    },
}


# what an ability looks for (`card`'s ability lines); English: the word the files write
LOOKS_FOR: dict[str, dict[str, str]] = {
    "es": {
        "self": "su propio nombre",
        "definition": "definición",
        "names": "nombres concretos",
        "any": "cualquier nombre",
        "chosen": "nombre elegido",
        "same_name_as": "mismo nombre que",
        "shared_name": "nombre compartido",
        "different_name": "nombre distinto",
        "different_names": "nombres distintos",
        "first_printed_in": "impresa por primera vez en",
        "sticker_initial": "inicial de una pegatina",
    },
}


def looks_for_words(kind: str, language: str = "en") -> str:
    """What an ability of looks-for `kind` looks for, in `language`."""
    return LOOKS_FOR.get(language, {}).get(kind, kind)


def effect_kind_words(kind: str, language: str = "en", cant_gain: bool = False) -> str:
    """What an effect of `kind` does, in `language`."""
    words = EFFECT_KINDS.get(language, EFFECT_KINDS["en"])
    text = words.get(kind, kind)
    return f"{text} {words['cant_gain']}" if cant_gain else text


def frame(key: str, language: str = "en", **params: object) -> str:
    """The frame text `key` in `language` (English where it has none), filled with `params`."""
    template = FRAME.get(language, EN).get(key) or EN[key]
    return template.format(**params) if params else template


def word(code: str, language: str = "en") -> str:
    """A vocabulary word of the model (a status, a use, an origin...) in `language`."""
    return WORDS.get(language, {}).get(code, code)
