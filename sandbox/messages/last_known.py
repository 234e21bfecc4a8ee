"""Message templates for related anchors compared as they last existed or as they are now (MTG
608.2h, FaB 1.2.3a): an ability that compares names with its target or a linked object that has
since left its zone or been turned face up or down."""

from __future__ import annotations

EN: dict[str, str] = {
    "ref.anchor_last_known": "it compares with {anchor} as it last existed, named {names}: it"
    " has left the zone it was in since",
    "ref.anchor_last_known_nameless": "it compares with {anchor} as it last existed, with no"
    " name (it was face down): it has left the zone it was in since",
    "ref.anchor_as_now_in_zone": "it compares with {anchor} as it is now: turned face up or"
    " down since, it is still in the zone it was in",
    "ref.anchor_as_related": "it compares with {anchor} as it was when related to it, named"
    " {names}: a judge's reading (turned face up or down since, by the rules it is compared as"
    " it is now while it stays in its zone)",
    "ref.anchor_as_related_nameless": "it compares with {anchor} as it was when related to it,"
    " with no name (it was face down): a judge's reading (turned face up since, by the rules it"
    " is compared as it is now while it stays in its zone)",
}

ES: dict[str, str] = {
    "ref.anchor_last_known": "compara con {anchor} según su última información conocida, con el"
    " nombre {names}: desde entonces ha dejado la zona en que estaba",
    "ref.anchor_last_known_nameless": "compara con {anchor} según su última información"
    " conocida, sin nombre (estaba boca abajo): desde entonces ha dejado la zona en que estaba",
    "ref.anchor_as_now_in_zone": "compara con {anchor} tal como es ahora: aunque desde entonces"
    " se ha puesto boca arriba o boca abajo, sigue en la zona en que estaba",
    "ref.anchor_as_related": "compara con {anchor} tal como era cuando se relacionó con él, con"
    " el nombre {names}: una lectura del juez (desde entonces se ha puesto boca arriba o boca"
    " abajo, y según las reglas se compara tal como es ahora mientras siga en su zona)",
    "ref.anchor_as_related_nameless": "compara con {anchor} tal como era cuando se relacionó con"
    " él, sin nombre (estaba boca abajo): una lectura del juez (desde entonces se ha puesto boca"
    " arriba, y según las reglas se compara tal como es ahora mientras siga en su zona)",
}
