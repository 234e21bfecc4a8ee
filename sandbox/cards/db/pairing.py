"""The card database's FaB double-faced cards: which stored face records make one card.

Run at every build over every stored FaB card (imported or bundled, from this import or
copied from an older database), so an upgrade pairs the cards imported before pairing
existed (by their shared printings) and nothing needs importing again. The rules that decide
a pair are in `sandbox.cards.fab_faces`.
"""

from __future__ import annotations

import json
import sqlite3

from sandbox.cards.fab_faces import FaceInfo, pair_faces

_FACES_SQL = """
SELECT c.id, c.name, c.is_token, c.printings, c.other_faces, f.types, f.text
FROM cards c JOIN faces f ON f.card_id = c.id
WHERE c.game = 'fab' AND f.side = 'a' AND c.name NOT LIKE '% // %'
ORDER BY c.id
"""


def pair_fab_faces(conn: sqlite3.Connection) -> int:
    """Fill `face_pairs` from the stored FaB cards; return how many double-faced cards."""
    conn.execute("DELETE FROM face_pairs")
    faces = [_face_info(row) for row in conn.execute(_FACES_SQL)]
    pairs = pair_faces(faces)
    conn.executemany(
        "INSERT INTO face_pairs (front_id, back_id, layout) VALUES (?, ?, ?)",
        ((pair.front.key, pair.back.key, pair.layout) for pair in pairs),
    )
    return len(pairs)


def _face_info(row: tuple[int, str, int, str, str, str, str]) -> FaceInfo:
    card_id, name, is_token, printings, other_faces, types, text = row
    return FaceInfo(
        key=card_id,
        name=name,
        types=tuple(json.loads(types)),
        text=text,
        is_token=bool(is_token),
        printings=tuple(json.loads(printings)),
        other_faces=tuple((str(n), bool(front)) for n, front in json.loads(other_faces)),
    )
