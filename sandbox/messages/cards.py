"""Message templates of the card database, by language: naming verdicts (RULES.md F12-F14,
M1-M8), notes, candidate lines, import/download/usage errors and warnings.

Templates only: ``sandbox.cards.message_text`` fills them in. Card names, Oracle type lines and
format names stay in English in every language (FaB CR 2.7.4: a card's name is its English
name; MTG: the Oracle name). The Spanish follows the official wording of the Spanish
Comprehensive Rules (rule 201.4: "nombre de carta", "ficha", "referencia de cartas Oracle",
"carta partida", "carta volteable", "carta de dos caras", "pareja combinable",
"carta de aventurero").
"""

from __future__ import annotations

# --- MTG "name a card" (rule 201.4): one template per role of the face that has the name ---
_ALLOWED_MTG_EN = {
    "single": "{name} is the name of a card in the Oracle card reference",
    "front": "{name} is the name of {card}",
    "half": "{name} is one half of the split card {card}; only that half is chosen",
    "flip": "{name} is the alternative name of the flip card {card}",
    "back": "{name} is the back face of the double-faced card {card}",
    "meld_back": "{name} is the combined back face of a meld pair",
    "adventure": "{name} is the adventure name of the adventurer card {card}",
}
_ALLOWED_MTG_ES = {
    "single": "{name} es el nombre de una carta de la referencia de cartas Oracle",
    "front": "{name} es el nombre de {card}",
    "half": "{name} es una de las mitades de la carta partida {card}; solo se elige esa mitad",
    "flip": "{name} es el nombre alternativo de la carta volteable {card}",
    "back": "{name} es la cara posterior de la carta de dos caras {card}",
    "meld_back": "{name} es la cara posterior combinada de una pareja combinable",
    "adventure": "{name} es el nombre de la aventura de la carta de aventurero {card}",
}
_MISMATCH_MTG_EN = {
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
_MISMATCH_MTG_ES = {
    "single": "{name} no es el nombre de {a_characteristic}: su línea de tipo Oracle es"
    " «{type_line}»; no cuenta en qué se haya convertido un objeto en el campo de batalla",
    "front": "{name} no es el nombre de {a_characteristic}: su línea de tipo Oracle es"
    " «{type_line}»",
    "half": "{name} no es el nombre de {a_characteristic}: solo cuentan las características de"
    " esta mitad («{type_line}»)",
    "flip": "{name} no es el nombre de {a_characteristic}: con sus características alternativas"
    " es «{type_line}»",
    "back": "{name} no es el nombre de {a_characteristic}: solo cuentan las características de"
    " la cara posterior («{type_line}»)",
    "meld_back": "{name} no es el nombre de {a_characteristic}: solo cuentan las características"
    " de la cara posterior combinada («{type_line}»)",
    "adventure": "{name} no es el nombre de {a_characteristic}: con sus características"
    " alternativas es «{type_line}»",
}

EN: dict[str, str] = {
    **{f"mtg.allowed.{role}": text for role, text in _ALLOWED_MTG_EN.items()},
    **{
        f"mtg.allowed.{role}.characteristic": text + ", and it is {a_characteristic} card name"
        ' ("{type_line}")'
        for role, text in _ALLOWED_MTG_EN.items()
    },
    **{f"mtg.mismatch.{role}": text for role, text in _MISMATCH_MTG_EN.items()},
    "mtg.split_both": "{name} names both halves of a split card; choose one half: {faces}",
    "mtg.combined_name": "{name} is not a name by itself; the card's names are {faces}",
    "mtg.token_only": "{name} is only the name of a token, and no card has that name",
    "mtg.unknown": "no card in the Oracle card reference is named {name}",
    "mtg.not_in_data": "{name} is not in your card data, which holds only the bundled library:"
    " import the full card data (Cards › Import… or `namesake import`) to know whether a card"
    " has that name",
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
    "fab.split_both": "{name} is a split-card: name one of its sides ({faces}), not both"
    " (FaB 9.2.2b)",
    "fab.double_faced_both": "{name} is a double-faced card: name one of its faces ({faces}),"
    " not both (FaB 9.1.2b)",
    "fab.not_legal": "{name} is {status_word} in {format_word}",
    "fab.ambiguous.moniker": '"{query}" is a moniker, not a name, and {count} cards have it;'
    " declare the full name",
    "fab.ambiguous.partial": '"{query}" could mean {count} different cards; name one',
    "fab.ambiguous.description": '"{query}" could describe {count} different cards; name one',
    "fab.unknown": "no card is named {name}",
    "fab.not_in_data": "{name} is not in your card data, which holds only the bundled library:"
    " import the full card data (Cards › Import… or `namesake import`) to know whether a card"
    " has that name",
    "fab.cycle": "{name} is a cycle (pitch {pitches}); naming it names each card of the cycle",
    "fab.token_rarity": "{name} has token rarity but is a card, so it may be named",
    "fab.also_token": "a token is also named {name}; the name may be declared because a card"
    " has it",
    "fab.moniker_not_name": "{others} only share the moniker {name}: a moniker is not a name,"
    " so they are not named",
    # the words around a verdict, a note and a candidate line
    "verdict.allowed": "allowed [{ruling}]: {text}",
    "verdict.refused": "refused [{ruling}]: {text}",
    "verdict.note": "note [{ruling}]: {text}",
    "verdict.chosen": "chosen: {names}",
    "verdict.candidates": "candidates:",
    "candidate.pitch": "(pitch {pitch})",
    "candidate.part": "{role_word} of {card}",
    "candidate.token": "token",
    # errors: "namesake: <file>: <where>: <problem>"
    "file.not_found": "no such file",
    "file.is_directory": "is a folder, not a card data file",
    "file.not_regular": "is not a card data file: {reason}",
    "file.too_large": "is too large to be card data: {reason}",
    "file.unreadable": "cannot be read ({reason})",
    "file.bad_archive": "is not a readable archive ({reason})",
    "file.zip_members": "the zip archive holds {count} files; it should hold one",
    "file.not_utf8": "is not UTF-8 text ({reason})",
    "file.bad_compression": "the compressed data is damaged or cut short ({reason})",
    "file.unpacked_too_large": "unpacks to more than {limit} MiB from {size} MiB, far more than"
    " card data does (a compression bomb?); nothing was imported",
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
    "db.read_failed": "could not read the card database ({reason})",
    "download.http": "the server answered {status} {reason}",
    "download.network": "could not download ({reason})",
    "download.interrupted": "the download stopped after {received} of {expected} bytes",
    "download.too_small": "only {received} bytes arrived; that is not a card data file",
    "download.not_token_list": "is not an MTGJSON token list; nothing was imported",
    "download.not_json": "what arrived is not valid JSON ({reason})",
    "download.bad_url": "not a usable http(s) or file URL",
    "download.bad_redirect": "the server sent the download on to {target}, which is not an"
    " http(s) address; nothing was imported",
    "download.not_a_file": "is not a card data file ({reason}); nothing was imported",
    "download.too_large": "the download is larger than {limit} MiB; nothing was imported",
    "download.deadline": "the download did not finish within {seconds} seconds; nothing was"
    " imported",
    "download.disk_full": "the disk is full ({reason}); nothing was imported",
    "download.write_failed": "could not write the download ({reason}); nothing was imported",
    "usage.format": "unknown format {format}; use one of: {choices}",
    "usage.characteristic": "unknown characteristic {word}; use a card type or supertype word,"
    " optionally with non- in front: {choices}",
    "usage.characteristic_fab": "only for --game mtg",
    # warnings: "namesake: warning: <text>"
    "warning": "warning: {text}",
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

ES: dict[str, str] = {
    **{f"mtg.allowed.{role}": text for role, text in _ALLOWED_MTG_ES.items()},
    **{
        f"mtg.allowed.{role}.characteristic": text + ", y es el nombre de {a_characteristic}"
        " («{type_line}»)"
        for role, text in _ALLOWED_MTG_ES.items()
    },
    **{f"mtg.mismatch.{role}": text for role, text in _MISMATCH_MTG_ES.items()},
    "mtg.split_both": "{name} nombra las dos mitades de una carta partida; elige una sola mitad:"
    " {faces}",
    "mtg.combined_name": "{name} no es un nombre por sí solo; los nombres de la carta son {faces}",
    "mtg.token_only": "{name} solo es el nombre de una ficha, y ninguna carta tiene ese nombre",
    "mtg.unknown": "ninguna carta de la referencia de cartas Oracle se llama {name}",
    "mtg.not_in_data": "{name} no está en tus datos de cartas, que solo tienen la biblioteca"
    " incluida: importa los datos completos (Cartas › Importar… o `namesake import`) para saber"
    " si alguna carta se llama así",
    "mtg.interchangeable": "elegir {name} también elige {others} (nombres intercambiables)",
    "mtg.format_ignored": "{name} no es legal en {format}, pero se puede elegir un nombre de carta"
    " tanto si es legal en el formato como si no",
    "mtg.also_token": "una ficha también se llama {name}; se puede elegir el nombre porque lo"
    " tiene una carta",
    "fab.named": "{name} es una carta que existe",
    "fab.named.format": "{name} es una carta legal en {format_word}",
    "fab.named.pitch": "{name} con pitch {pitch} es una carta que existe",
    "fab.named.pitch.format": "{name} con pitch {pitch} es una carta, legal en {format_word}",
    "fab.identified.moniker": "«{query}» es un apodo que, entre las cartas, solo tiene {name};"
    " el nombre declarado es {name}",
    "fab.identified.partial": "«{query}» solo puede referirse a {name}",
    "fab.identified.description": "«{query}» solo puede describir a {name}",
    "fab.no_such_pitch": "{name} no tiene ninguna carta con pitch {pitch}",
    "fab.token_only": "{name} es una ficha, y ninguna carta tiene ese nombre",
    "fab.split_both": "{name} es una carta partida: nombra una de sus mitades ({faces}), no las"
    " dos (FaB 9.2.2b)",
    "fab.double_faced_both": "{name} es una carta de dos caras: nombra una de sus caras"
    " ({faces}), no las dos (FaB 9.1.2b)",
    "fab.not_legal": "{name} es una carta {status_word} en {format_word}",
    "fab.ambiguous.moniker": "«{query}» es un apodo, no un nombre, y lo tienen {count} cartas;"
    " declara el nombre completo",
    "fab.ambiguous.partial": "«{query}» podría referirse a {count} cartas distintas; nombra una",
    "fab.ambiguous.description": "«{query}» podría describir {count} cartas distintas; nombra una",
    "fab.unknown": "ninguna carta se llama {name}",
    "fab.not_in_data": "{name} no está en tus datos de cartas, que solo tienen la biblioteca"
    " incluida: importa los datos completos (Cartas › Importar… o `namesake import`) para saber"
    " si alguna carta se llama así",
    "fab.cycle": "{name} es un ciclo (pitch {pitches}); nombrarlo nombra cada carta del ciclo",
    "fab.token_rarity": "{name} tiene rareza de ficha pero es una carta, así que se puede nombrar",
    "fab.also_token": "una ficha también se llama {name}; se puede declarar el nombre porque lo"
    " tiene una carta",
    "fab.moniker_not_name": "{name} también es un apodo de {others}, pero un apodo no es un"
    " nombre: nombrar {name} no nombra {others}",
    "verdict.allowed": "permitido [{ruling}]: {text}",
    "verdict.refused": "rechazado [{ruling}]: {text}",
    "verdict.note": "nota [{ruling}]: {text}",
    "verdict.chosen": "elección: {names}",
    "verdict.candidates": "candidatas:",
    "candidate.pitch": "(pitch {pitch})",
    "candidate.part": "{role_word} de {card}",
    "candidate.token": "ficha",
    "file.not_found": "no existe el archivo",
    "file.is_directory": "es una carpeta, no un archivo de datos de cartas",
    "file.not_regular": "no es un archivo de datos de cartas: {reason}",
    "file.too_large": "es demasiado grande para ser datos de cartas: {reason}",
    "file.unreadable": "no se puede leer ({reason})",
    "file.bad_archive": "no es un archivo comprimido legible ({reason})",
    "file.zip_members": "el archivo zip contiene {count} archivos; debería contener uno",
    "file.not_utf8": "no es texto UTF-8 ({reason})",
    "file.bad_compression": "los datos comprimidos están dañados o incompletos ({reason})",
    "file.unpacked_too_large": "se descomprime en más de {limit} MiB a partir de {size} MiB,"
    " mucho más que cualquier dato de cartas (¿una bomba de compresión?); no se ha importado"
    " nada",
    "format.empty": "el archivo está vacío",
    "format.unknown": "no es un archivo de datos de cartas que este programa conozca (empieza"
    " por {start}); se esperaba un card.json o un CSV de cartas de FaB, AtomicCards/AllPrintings"
    " de MTGJSON o un JSON masivo (bulk) de Scryfall",
    "format.no_records": "el archivo no contiene cartas",
    "json.truncated": "el archivo se acaba antes de tiempo; probablemente esté cortado ({reason})",
    "json.invalid": "JSON no válido ({reason})",
    "record.not_object": "el registro no es un objeto JSON",
    "record.not_face_list": "la entrada debería ser una lista de caras",
    "record.invalid": "campo {field}: {reason}",
    "csv.invalid": "CSV no válido ({reason})",
    "csv.truncated": "el archivo se acaba dentro de un campo entre comillas; probablemente esté"
    " cortado",
    "csv.short_row": "la fila tiene {found} campos y se esperaban {expected} (¿está cortado el"
    " archivo?)",
    "csv.missing_columns": "a la cabecera le faltan las columnas {columns}",
    "import.no_cards": "el archivo no contiene cartas",
    "db.disk_full": "el disco está lleno ({reason}); la base de datos de cartas anterior no ha"
    " cambiado",
    "db.write_failed": "no se pudo escribir la base de datos de cartas ({reason}); la anterior no"
    " ha cambiado",
    "db.read_failed": "no se pudo leer la base de datos de cartas ({reason})",
    "download.http": "el servidor respondió {status} {reason}",
    "download.network": "no se pudo descargar ({reason})",
    "download.interrupted": "la descarga se detuvo tras {received} de {expected} bytes",
    "download.too_small": "solo llegaron {received} bytes; eso no es un archivo de datos de cartas",
    "download.not_token_list": "no es una lista de fichas de MTGJSON; no se ha importado nada",
    "download.not_json": "lo que llegó no es JSON válido ({reason})",
    "download.bad_url": "no es una URL http(s) ni de archivo utilizable",
    "download.bad_redirect": "el servidor redirigió la descarga a {target}, que no es una"
    " dirección http(s); no se ha importado nada",
    "download.not_a_file": "no es un archivo de datos de cartas ({reason}); no se ha importado"
    " nada",
    "download.too_large": "la descarga ocupa más de {limit} MiB; no se ha importado nada",
    "download.deadline": "la descarga no terminó en {seconds} segundos; no se ha importado nada",
    "download.disk_full": "el disco está lleno ({reason}); no se ha importado nada",
    "download.write_failed": "no se pudo escribir la descarga ({reason}); no se ha importado nada",
    "usage.format": "formato desconocido {format}; usa uno de estos: {choices}",
    "usage.characteristic": "característica desconocida {word}; usa una palabra de tipo o"
    " supertipo de carta (en inglés), si quieres con non- delante: {choices}",
    "usage.characteristic_fab": "solo con --game mtg",
    "warning": "aviso: {text}",
    "db.previous_unreadable": "no se pudo leer la base de datos de cartas anterior; no se"
    " conservaron sus cartas importadas",
    "db.corrupt": "no se pudo leer la base de datos de cartas; se ha apartado y se ha vuelto a"
    " crear a partir de la biblioteca incluida",
    "db.old_schema": "la base de datos de cartas es de otra versión; se ha apartado y se ha"
    " vuelto a crear a partir de la biblioteca incluida (vuelve a importar tus archivos de"
    " cartas)",
    "db.stale": "no se pudo actualizar la base de datos de cartas con la nueva biblioteca"
    " incluida; se usa tal como está",
    "db.fallback": "no se puede escribir en la carpeta de datos; se usa una base de datos"
    " temporal solo con la biblioteca incluida",
}

CATALOG: dict[str, dict[str, str]] = {"en": EN, "es": ES}
FALLBACK: dict[str, str] = {"en": "[{code}]", "es": "[{code}]"}

# --- words filled into the templates ---
ROLE_WORDS: dict[str, dict[str, str]] = {
    "en": {
        "single": "the card",
        "front": "the front face",
        "half": "a half",
        "flip": "the flipped side",
        "back": "the back face",
        "meld_back": "the melded back face",
        "adventure": "the adventure",
    },
    "es": {
        "single": "la carta",
        "front": "la cara frontal",
        "half": "una mitad",
        "flip": "el lado volteado",
        "back": "la cara posterior",
        "meld_back": "la cara posterior combinada",
        "adventure": "la aventura",
    },
}
# A FaB card's status in a format; the Spanish agrees with "carta" (feminine).
STATUS_WORDS: dict[str, dict[str, str]] = {
    "en": {
        "legal": "legal",
        "restricted": "restricted",
        "banned": "banned",
        "suspended": "suspended",
        "living_legend": "retired as a Living Legend",
        "not_legal": "not legal",
    },
    "es": {
        "legal": "legal",
        "restricted": "restringida",
        "banned": "prohibida",
        "suspended": "suspendida",
        "living_legend": "retirada como Living Legend",
        "not_legal": "no legal",
    },
}
# Format names are proper names; the Spanish-speaking FaB community uses them as they are.
FORMAT_WORDS: dict[str, dict[str, str]] = {
    "en": {
        "blitz": "Blitz",
        "cc": "Classic Constructed",
        "commoner": "Commoner",
        "ll": "Living Legend",
    },
    "es": {
        "blitz": "Blitz",
        "cc": "Classic Constructed",
        "commoner": "Commoner",
        "ll": "Living Legend",
    },
}

# "choose a [characteristic] card name" in Spanish: "el nombre de una carta de artefacto",
# "... de una carta legendaria", "... de una carta que no sea tierra" (Spanish CR 201.4a).
# The phrase is "una carta" + supertype adjectives + "de" nouns joined by "y" + "que no sea"
# negated words joined by "ni": "una carta legendaria de criatura que no sea de artefacto".
CHARACTERISTIC_PARTS_ES: dict[str, str] = {
    "card": "una carta",
    "of": "de",
    "and": "y",
    "not": "que no sea",
    "nor": "ni",
}
SUPERTYPE_ADJECTIVES_ES: dict[str, str] = {
    "basic": "básica",
    "legendary": "legendaria",
    "ongoing": "continua",
    "snow": "nevada",
    "world": "mundial",
}
TYPE_NOUNS_ES: dict[str, str] = {
    "artifact": "artefacto",
    "battle": "batalla",
    "conspiracy": "conspiración",
    "creature": "criatura",
    "dungeon": "mazmorra",
    "enchantment": "encantamiento",
    "instant": "instantáneo",
    "kindred": "estirpe",
    "land": "tierra",
    "permanent": "permanente",
    "phenomenon": "fenómeno",
    "plane": "plano",
    "planeswalker": "planeswalker",
    "scheme": "plan",
    "sorcery": "conjuro",
    "tribal": "tribal",
    "vanguard": "vanguardia",
}
# After "que no sea": "que no sea tierra", "que no sea de criatura", "que no sea legendaria".
NEGATED_ES: dict[str, str] = {
    **{word: f"de {noun}" for word, noun in TYPE_NOUNS_ES.items()},
    "land": "tierra",
    **SUPERTYPE_ADJECTIVES_ES,
}
