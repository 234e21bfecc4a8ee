"""Message templates for anchors compared by last known information (MTG 608.2h, FaB 1.2.3a):
an ability that compares names with its target or a linked object that has since left its zone
or been turned face up or down."""

from __future__ import annotations

EN: dict[str, str] = {
    "ref.anchor_last_known": "it compares with {anchor} as it last existed, named {names}: it"
    " has left the zone it was in, or been turned face up or down, since",
    "ref.anchor_last_known_nameless": "it compares with {anchor} as it last existed, with no"
    " name (it was face down): it has left the zone it was in, or been turned face up, since",
}

ES: dict[str, str] = {
    "ref.anchor_last_known": "compara con {anchor} según su última información conocida, con el"
    " nombre {names}: desde entonces ha dejado la zona en que estaba, o se ha puesto boca arriba"
    " o boca abajo",
    "ref.anchor_last_known_nameless": "compara con {anchor} según su última información"
    " conocida, sin nombre (estaba boca abajo): desde entonces ha dejado la zona en que estaba,"
    " o se ha puesto boca arriba",
}
