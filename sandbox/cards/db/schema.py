"""The SQLite schema of the card database.

Data tables (filled by imports and the bundled library):
- ``sources``: one row per loaded file (origin "bundled" or "import", game, format, kinds).
- ``cards`` / ``faces``: the ``CardRecord``s and ``FaceRecord``s (list fields as JSON arrays,
  ``legal`` as a JSON object format -> status).
- ``interchangeable``: names that are interchangeable (MTG CR 201.3), by group.
- ``cards.other_faces``: the FaB double-faced partners a record names (JSON [name, is front]).
- ``foreign_names``: what a card is called in other languages (language code, printed name;
  MTGJSON ``foreignData``, Scryfall ``printed_name``), indexed for lookup as kind "foreign".
- ``rulings``: a card's rulings (date, text; MTGJSON ``rulings``), shown to people only.
Derived at every build from the data tables (``sandbox.cards.db.pairing``):
- ``face_pairs``: each FaB double-faced card (FaB CR 9.1) as its front and back face records
  and its kind (flip, twin, transcend), from ``other_faces`` or a shared printing.
Derived tables (recomputed from the data tables whenever the derivation changes, so a new
version of the text patterns never needs a new import; see ``sandbox.cards.db.name_use``):
- ``name_use``: per card, whether and how its text uses names (none/self/names), its scope,
  its derived and suggested references (JSON, the scenario file's ability shape with origin
  and span), spans detected but not encoded, and why any reference was dropped.
Lookup tables (rebuilt from the data tables by ``nameindex``):
- ``names``: each distinct folded name per game; ``name_refs``: what each name refers to
  (kind "name": a nameable card or face name; "full": an MTG multi-face card's combined
  name, which is not itself a name; "moniker": a FaB moniker, which is not a name either);
- ``grams``: trigram postings of the names, for substring and fuzzy lookup.
"""

from __future__ import annotations

SCHEMA_VERSION = 4
# the data columns of version 1, which an upgrade copies (later columns take their defaults)
V1_CARD_COLUMNS = (
    "id, source_id, game, ident, name, layout, is_token, pitch, first_printing, printings,"
    " rarities, legal, ext_id"
)

TABLES = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE sources (
    id INTEGER PRIMARY KEY, game TEXT NOT NULL, origin TEXT NOT NULL, format TEXT NOT NULL,
    file TEXT NOT NULL, kinds TEXT NOT NULL, cards INTEGER NOT NULL DEFAULT 0,
    loaded_at TEXT NOT NULL
);
CREATE TABLE cards (
    id INTEGER PRIMARY KEY, source_id INTEGER NOT NULL, game TEXT NOT NULL, ident TEXT NOT NULL,
    name TEXT NOT NULL, layout TEXT NOT NULL, is_token INTEGER NOT NULL, pitch TEXT NOT NULL,
    first_printing TEXT, printings TEXT NOT NULL, rarities TEXT NOT NULL, legal TEXT NOT NULL,
    ext_id TEXT NOT NULL, is_funny INTEGER NOT NULL DEFAULT 0,
    other_faces TEXT NOT NULL DEFAULT '[]'
);
CREATE INDEX cards_ident ON cards (game, ident);
CREATE TABLE faces (
    id INTEGER PRIMARY KEY, card_id INTEGER NOT NULL, side TEXT NOT NULL, role TEXT NOT NULL,
    name TEXT NOT NULL, type_line TEXT NOT NULL, supertypes TEXT NOT NULL, types TEXT NOT NULL,
    subtypes TEXT NOT NULL, text TEXT NOT NULL, mana_cost TEXT NOT NULL
);
CREATE TABLE interchangeable (
    card_id INTEGER NOT NULL, game TEXT NOT NULL, grp TEXT NOT NULL, fold TEXT NOT NULL,
    name TEXT NOT NULL
);
CREATE TABLE names (
    id INTEGER PRIMARY KEY, game TEXT NOT NULL, fold TEXT NOT NULL, display TEXT NOT NULL,
    ngrams INTEGER NOT NULL
);
CREATE TABLE name_refs (
    name_id INTEGER NOT NULL, kind TEXT NOT NULL, card_id INTEGER NOT NULL, face_id INTEGER
);
CREATE TABLE grams (game TEXT NOT NULL, gram TEXT NOT NULL, name_id INTEGER NOT NULL);
CREATE TABLE face_pairs (
    front_id INTEGER PRIMARY KEY, back_id INTEGER NOT NULL, layout TEXT NOT NULL
);
CREATE TABLE foreign_names (
    card_id INTEGER NOT NULL, language TEXT NOT NULL, name TEXT NOT NULL
);
CREATE TABLE rulings (card_id INTEGER NOT NULL, date TEXT NOT NULL, text TEXT NOT NULL);
CREATE TABLE name_use (
    card_id INTEGER PRIMARY KEY, name_use TEXT NOT NULL, scope TEXT NOT NULL,
    refs TEXT NOT NULL, unencoded TEXT NOT NULL, dropped TEXT NOT NULL
);
"""

INDEXES = """
CREATE INDEX faces_card ON faces (card_id);
CREATE UNIQUE INDEX names_fold ON names (game, fold);
CREATE INDEX name_refs_name ON name_refs (name_id);
CREATE INDEX grams_gram ON grams (game, gram, name_id);
CREATE INDEX interchangeable_fold ON interchangeable (game, fold);
CREATE INDEX foreign_names_card ON foreign_names (card_id);
CREATE INDEX rulings_card ON rulings (card_id);
"""

V2_CARD_COLUMNS = V1_CARD_COLUMNS + ", is_funny"
CARD_COLUMNS = V2_CARD_COLUMNS + ", other_faces"
# the card columns of each older version an upgrade copies imported cards from
UPGRADE_COLUMNS = {
    1: V1_CARD_COLUMNS,
    2: V2_CARD_COLUMNS,
    3: CARD_COLUMNS,
    SCHEMA_VERSION: CARD_COLUMNS,
}
FOREIGN_SINCE = 4  # the version whose files have foreign names and rulings to copy
FACE_COLUMNS = (
    "id, card_id, side, role, name, type_line, supertypes, types, subtypes, text, mana_cost"
)
