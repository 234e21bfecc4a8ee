"""Message templates by language: every code the model, scenarios and actions produce (the
undo texts of actions are in `undo`)."""

from __future__ import annotations

from sandbox.messages.last_known import EN as LAST_KNOWN_EN
from sandbox.messages.last_known import ES as LAST_KNOWN_ES
from sandbox.messages.undo import EN as UNDO_EN
from sandbox.messages.undo import ES as UNDO_ES
from sandbox.model import DurationKind

EN: dict[str, str] = {
    # names and effects
    "name.face_down": "it is face down, so it has no name",
    "name.fab_split_both": "a split-card outside the stack and the arena has the names of both"
    " its sides ({names})",
    "name.fab_split_chosen": "a split-card put onto the stack as {name}: it has only that side's"
    " name for the rest of its existence, not {other}",
    "name.fab_flip_front": "a flip-card with its front face ({name}) active: its back face"
    " ({other}) is active only once a rule or effect makes it so",
    "name.fab_flip_back": "a flip-card whose back face ({name}) a rule or effect made active; it"
    " is {other} again once it becomes a new object",
    "name.fab_twin_both": "a twin-card outside the arena and not on the stack: both its faces"
    " are active ({names})",
    "name.fab_twin_one": "a twin-card in the arena or on the stack: only the face it was played"
    " or put there as ({name}) is active, not {other}",
    "name.fab_transcend_front": "a transcend-card that has not transcended: its front face"
    " ({name}) is active, not {other}",
    "name.fab_transcend_back": "a transcend-card that has transcended: its back face ({name})"
    " stays active, even as a new object",
    "name.gain_blocked": 'the name "{name}" from {source} is not gained: a restriction beats'
    " an allowance, whatever the timestamps",
    "effect.lose_names": "{source} ({controller}, timestamp {timestamp}) makes it lose all names,"
    " {until_text}",
    "effect.lose_names_cant_gain": "{source} ({controller}, timestamp {timestamp}) makes it lose"
    " all names, and it can't gain names, {until_text}",
    "effect.gain_name": "{source} ({controller}, timestamp {timestamp}) gives it the name"
    ' "{name}", {until_text}',
    "effect.name_sticker": 'a name sticker "{name}" placed by {controller} (timestamp'
    " {timestamp}) after word {position}",
    "effect.copy": "a copy effect from {source} ({controller}, timestamp {timestamp})",
    "effect.switched_off": "the effect is switched off",
    "effect.copy_object": "a copy effect from {source} ({controller}, timestamp {timestamp}):"
    " a copy of {object}, with its copiable values as the copy began",
    "name.copied_face_down": "it is a copy of a face-down object, whose copiable values have no"
    " name",
    "effect.ended_left_zone": "ended: the object it applied to changed zones and is a new"
    " object, so it applies no more",
    "effect.ended_hidden_zone": "ended: the object went to a hidden zone, where name stickers"
    " are not kept",
    "effect.ended_private_move": "ended: the object was private as it moved zones, so it had no"
    " properties for effects, and the effect did not follow it",
    "effect.ended_left_as_two": "ended: the melded permanent it applied to left the battlefield"
    " and became its two cards, each a new object, so it applies to neither",
    "effect.ended_duration": "ended: it lasted {until_text}, and that has passed",
    "effect.blocked": "blocked: every name it would give is blocked by {restriction} (a"
    " restriction beats an allowance, whatever the timestamps)",
    "effect.source_not_in_play": "its source {source} is not in play, so it does not apply",
    # references
    "ref.self": 'a self-reference: the card\'s own name means "this", so it always finds its'
    " source",
    "ref.self_nameless": "the source has no name right now, and the self-reference still finds it",
    "ref.definition": 'an object definition: it creates "{creates}" whatever names are lost',
    "ref.created_nameless": "the created {creates} ({object}) has no name now: name effects"
    " apply to it once it exists",
    "ref.face_down_trigger": "a face-down conspiracy's triggered ability does not work; it must"
    " be face up before the trigger event",
    "ref.not_functioning": "its source is in {zone}, and the ability works only in {needs}",
    "ref.nothing_to_look_at": "there is no object where it looks",
    "ref.found_by_name": 'it has the name "{name}"',
    "ref.found_by_moniker": 'its moniker is "{name}"',
    "ref.found_by_part": '"{name}" is part of its name',
    "ref.found_same_name": "it has the same name ({has}) as the object it is compared with",
    "ref.found_shared_name": "another object of the group also has its name ({has})",
    "ref.nameless": "it has no name, and an object without a name is never found by name",
    "ref.found_nothing": "no object it looked at has the name it looks for",
    "ref.other_names": "its names ({has}) are not {wanted}: names match only exactly, ignoring"
    " case",
    "ref.moniker_is_not_name": 'its moniker "{moniker}" is not a name',
    "ref.names_missing": "no object has the name(s) {missing}; it needs every name",
    "ref.all_names_found": "every name it needs is found",
    "ref.no_same_name": "none of its names ({has}) is shared with the object(s) it compares with",
    "ref.is_the_anchor": "it is the object the others are compared with, and the ability looks"
    " only for other objects with its name ({has})",
    "ref.anchor_nameless": "the object(s) it compares with ({anchors}) have no name, so no"
    " object has the same name",
    "ref.no_anchor": "there is no object to compare with",
    "ref.no_shared_name": "no other object in the group shares one of its names ({has})",
    "ref.nameless_shares_nothing": "it has no name, so it has the same name as no object, not"
    " even another nameless one",
    "ref.choice_undefined": 'the choice "{choice}" it refers to is undefined (no choice was'
    " made for this object), so that part does nothing",
    # actions
    "action.unknown": "unknown action {action}",
    "action.unknown_player": 'there is no player "{player}"',
    "action.unknown_object": 'there is no object "{object}"',
    "action.unknown_zone": "there is no {zone} zone in {game}",
    "action.duplicate_object": 'an object "{object}" already exists',
    "action.wrong_game": "{card} is not a card of this game ({game})",
    "action.no_controller_here": "objects in {zone} have no controller",
    "action.no_such_face": "{object} has no face {face}",
    "action.sticker_not_owner": "a player can't put a sticker on an object they don't own",
    "action.effect_without_object": "the effect needs an object or a group to apply to",
    "action.unknown_effect": "unknown kind of effect {kind}",
    "action.unknown_effect_id": 'there is no effect "{effect}"',
    "action.duplicate_reference": '{object} already has an ability "{key}"',
    "action.unknown_reference": '{object} has no judge-written ability "{key}"',
    # --- MTG (issue 3): set names, relations between names, protection, targets, agenda ---
    "effect.set_name": "{source} ({controller}, timestamp {timestamp}) makes its name"
    ' "{name}", replacing its other names',
    "ref.face_down_source": "its source is face down, so it has no abilities",
    "ref.nameless_not_different": "it has no name, so it does not have a different name from"
    " any object",
    "ref.not_different": "it shares a name ({has}) with {other}",
    "ref.nameless_others_differ": "the object(s) it compares with ({anchors}) have no name; a"
    " named object still has a different name from them",
    "ref.names_all_different": "every object has a name and no two share one: they have"
    " different names",
    "ref.names_not_all_different": "the objects do not have different names: each needs a name"
    " and no two may share one",
    "ref.not_printed_in": "its name now ({has}) was not originally printed in {set}",
    "ref.printed_in_but_renamed": "{card} was first printed in {set}, but it is judged by the"
    " name it has now ({has})",
    "ref.other_initial": "its names ({has}) don't start with a name sticker's letter ({letters})",
    "ref.no_stickers": "there is no name sticker on it, so no name starts with a sticker's letter",
    "ref.face_up_after_event": "it was turned face up (timestamp {face_up}) after this event"
    " (timestamp {event}), so the ability does not trigger for it",
    "ref.face_up_after_start": "it was already here when the conspiracy was turned face up"
    " (timestamp {face_up}), so the ability does not trigger for it",
    "ref.triggers_per_object": "it triggers once for each object it finds ({count})",
    "ref.as_it_would_enter": "a replacement effect on entering: each spell is looked at as the"
    " permanent it would be on the battlefield",
    "ref.outside_the_game": "it functions outside the game (a deck rule): it looks at the cards"
    " as printed, and no effect of the game changes what it finds",
    "protection.quality": "protection from {quality} ({kind}): the quality is not a name",
    "protection.quality_not_name": "its name ({has}) looks like {quality}, but the protection's"
    " quality is not a name, so it does not protect from it",
    "protection.by_name": "the ability says the quality is a name, so it protects from objects"
    " with that name",
    "protection.player_after_objects": "a player's protection applies after the objects'"
    " characteristics: it sees each source's name as it is now",
    "target.legal": "still a legal target",
    "target.gone": "{target} is no longer in the game, so it is an illegal target",
    "target.left_zone": "{target} left the zone it was in when targeted (it is now in {zone}):"
    " it is a new object and an illegal target",
    "target.protection": "{target} has protection ({protection}, from {giver}) from this spell"
    " ({spell}), so it is an illegal target",
    "target.all_legal": "every target is legal: it resolves",
    "target.some_illegal": "{illegal} target(s) illegal: it resolves, but they are not affected",
    "target.all_illegal": "every target is illegal: it does not resolve",
    "target.not_in_group": '{target} is no longer what "{text}" may target (its type, zone or'
    " controller), so it is an illegal target",
    "target.requirement_unmet": '{target} no longer meets the targeting requirement "{text}",'
    " so it is an illegal target",
    "action.no_special_action": "{object} can't be turned face up by a special action",
    "action.not_face_down": "{object} is not face down",
    "action.not_hidden_agenda": "only a face-down conspiracy in the command zone can be turned"
    " face up this way ({object})",
    "action.not_your_conspiracy": "{player} does not control {object}",
    "action.sticker_hidden": "{object} is in a hidden zone, where stickers are not kept",
    "removal.effect_ends": "the effect {effect} from {source} ends with it",
    "removal.source_forgotten": "the effect {effect} keeps applying, remembered by the name"
    " of its source {source}",
    "removal.uncovered": "{object} is no longer under {host}",
    "removal.untargeted": "{target}, a target of {object}, is gone: an illegal target",
    "removal.unlisted": "{holder} no longer lists it",
    "removal.unlinked": "{object} is no longer linked to {linked}",
    "filter.unknown_zone": 'unknown zone or group "{zone}" (known: {known})',
    "filter.unknown_player": 'unknown player "{player}" (players: {known})',
    "filter.unknown_kind": 'unknown kind "{kind}" (card, token or empty)',
    "filter.unknown_object": 'unknown object "{object}"',
    # --- issue 9: schema reach (related anchors, "not named", several chosen names, for whom) ---
    "ref.named_so_excluded": 'it has the name "{name}", and the ability looks for objects not'
    " named that",
    "ref.not_named": "its names ({has}) are none of {wanted}, so it is not named that",
    "ref.nameless_not_named": "it has no name, so it is not named {wanted}: having no name is"
    " having none of the names",
    "ref.all_named": 'every object it looked at has a name it excludes, so no object is "not'
    ' named" that',
    "ref.chosen_names": "the chosen name(s): {names}",
    "effect.gain_ability": "{source} ({controller}, timestamp {timestamp}) gives it the ability"
    ' "{ability}", {until_text}',
    "ref.gained_ability": "a gained ability, from {source} ({effect}), not a printed one",
    "ref.copied_ability": "an ability it has as a copy of {card}",
    "ref.choice_not_linked_gained": "this ability was gained (from {source}): the choices the"
    " object made belong to its own abilities, so none is linked to this one",
    "ref.choice_not_linked": 'the choice under this key was made for the ability "{ability}"'
    " of {card}, not for this one: a choice belongs to the ability and the card that made it",
    "ref.private_source": "its source is private (face down or hidden) in the {zone} zone, a"
    " public zone: an ability that specifies an object there needs a public source",
    "ref.first_printed_in": 'it has the name "{name}", a name first printed in {set}',
    "ref.found_without_name": "it is in the group the ability looks at, which asks for no name"
    " (a named or nameless object alike)",
    "ref.created_for": "it is created for {player}, who controls it as it enters",
    "ref.created_for_opponent": "it is created for an opponent, who controls it as it enters",
    "ref.created_for_any": "it is created for the player the text picks (each player, a target"
    " hero...), who controls it as it enters",
    "ref.unset_target_player": "it looks at the target player's objects, and its source has"
    " no target player yet: set its targets",
    "ref.unset_controller_of_target": "it looks at what its target's controller has, and"
    " its source has no target object yet: set its targets",
    "ref.unset_owner_of_target": "it looks at what its target's owner has, and its source has"
    " no target object yet: set its targets",
    "ref.unset_controller_of_trigger": "it looks at what the controller of the object that"
    " triggered it has, and no such object is recorded for its source: set its trigger link",
    "ref.unset_owner_of_trigger": "it looks at what the owner of the object that triggered it"
    " has, and no such object is recorded for its source: set its trigger link",
    "ref.no_anchor_target": "the source has no target object (where it looks) to compare with",
    "ref.no_anchor_trigger": "no object that triggered the ability is recorded (where it looks)"
    " to compare with",
    "ref.no_anchor_linked": "no card is exiled with (linked to) the source where it looks, so"
    " there is nothing to compare with",
    "ref.no_anchor_revealed": "no card revealed, milled or looked at by the ability is recorded"
    " (where it looks) to compare with",
    "action.unknown_link_role": 'unknown link "{role}" (links: {roles})',
    "action.effect_without_ability": "a gain-ability effect needs the ability it gives",
    "action.duplicate_effect": 'an effect "{effect}" already exists',
}

ES: dict[str, str] = {
    "effect.ended_left_as_two": "terminado: el permanente combinado al que se aplicaba dejó el"
    " campo de batalla y se convirtió en sus dos cartas, cada una un objeto nuevo, así que no se"
    " aplica a ninguna",
    "name.fab_split_both": "una carta partida fuera de la pila y de la arena tiene los nombres"
    " de sus dos mitades ({names})",
    "name.fab_split_chosen": "una carta partida puesta en la pila como {name}: solo tiene el"
    " nombre de esa mitad durante el resto de su existencia, no {other}",
    "name.fab_flip_front": "una carta de dos caras volteable con su cara frontal ({name})"
    " activa: su cara posterior ({other}) solo está activa cuando una regla o un efecto la activa",
    "name.fab_flip_back": "una carta de dos caras volteable cuya cara posterior ({name}) activó"
    " una regla o un efecto; vuelve a ser {other} cuando se convierte en un objeto nuevo",
    "name.fab_twin_both": "una carta de dos caras gemela fuera de la arena y fuera de la pila:"
    " sus dos caras están activas ({names})",
    "name.fab_twin_one": "una carta de dos caras gemela en la arena o en la pila: solo está"
    " activa la cara con que se jugó o se puso allí ({name}), no {other}",
    "name.fab_transcend_front": "una carta de dos caras de trascender que no ha trascendido: su"
    " cara frontal ({name}) está activa, no {other}",
    "name.fab_transcend_back": "una carta de dos caras de trascender que ha trascendido: su cara"
    " posterior ({name}) sigue activa, incluso como objeto nuevo",
    "name.face_down": "está boca abajo, así que no tiene nombre",
    "name.gain_blocked": "no obtiene el nombre «{name}» de {source}: una restricción prevalece"
    " sobre un permiso, sean cuales sean las marcas de tiempo",
    "effect.lose_names": "{source} ({controller}, marca de tiempo {timestamp}) hace que pierda"
    " todos los nombres, {until_text}",
    "effect.lose_names_cant_gain": "{source} ({controller}, marca de tiempo {timestamp}) hace que"
    " pierda todos los nombres y no pueda obtener nombres, {until_text}",
    "effect.gain_name": "{source} ({controller}, marca de tiempo {timestamp}) le da el nombre"
    " «{name}», {until_text}",
    "effect.name_sticker": "una pegatina de nombre «{name}» puesta por {controller} (marca de"
    " tiempo {timestamp}) tras la palabra {position}",
    "effect.copy": "un efecto de copia de {source} ({controller}, marca de tiempo {timestamp})",
    "effect.switched_off": "el efecto está desactivado",
    "effect.copy_object": "un efecto de copia de {source} ({controller}, marca de tiempo"
    " {timestamp}): una copia de {object}, con sus valores copiables de cuando empezó la copia",
    "name.copied_face_down": "es una copia de un objeto boca abajo, cuyos valores copiables no"
    " tienen nombre",
    "effect.ended_left_zone": "terminado: el objeto al que se aplicaba cambió de zona y es un"
    " objeto nuevo, así que ya no se aplica",
    "effect.ended_hidden_zone": "terminado: el objeto fue a una zona oculta, donde no se"
    " conservan las pegatinas de nombre",
    "effect.ended_private_move": "terminado: el objeto era privado al cambiar de zona, así que"
    " no tenía propiedades para los efectos, y el efecto no lo siguió",
    "effect.ended_duration": "terminado: duraba {until_text}, y eso ya pasó",
    "effect.blocked": "bloqueado: todo nombre que daría lo bloquea {restriction} (una"
    " restricción prevalece sobre un permiso, sean cuales sean las marcas de tiempo)",
    "effect.source_not_in_play": "su fuente {source} no está en juego, así que no se aplica",
    "ref.self": "una autorreferencia: el nombre de la propia carta significa «esta», así que"
    " siempre encuentra su fuente",
    "ref.self_nameless": "la fuente no tiene nombre ahora, y la autorreferencia la encuentra igual",
    "ref.definition": "una definición de objeto: crea «{creates}» aunque se pierdan nombres",
    "ref.created_nameless": "el {creates} creado ({object}) no tiene nombre ahora: los efectos de"
    " nombre se le aplican en cuanto existe",
    "ref.face_down_trigger": "la habilidad disparada de una conspiración boca abajo no funciona;"
    " debe estar boca arriba antes del evento que la dispara",
    "ref.not_functioning": "su fuente está en {zone}, y la habilidad solo funciona en {needs}",
    "ref.nothing_to_look_at": "no hay ningún objeto donde busca",
    "ref.found_by_name": "tiene el nombre «{name}»",
    "ref.found_by_moniker": "su apodo es «{name}»",
    "ref.found_by_part": "«{name}» es parte de su nombre",
    "ref.found_same_name": "tiene el mismo nombre ({has}) que el objeto con el que se compara",
    "ref.found_shared_name": "otro objeto del grupo también tiene su nombre ({has})",
    "ref.nameless": "no tiene nombre, y un objeto sin nombre nunca se encuentra por nombre",
    "ref.found_nothing": "ningún objeto de los que miró tiene el nombre que busca",
    "ref.other_names": "sus nombres ({has}) no son {wanted}: los nombres solo coinciden"
    " exactamente, sin distinguir mayúsculas",
    "ref.moniker_is_not_name": "su apodo «{moniker}» no es un nombre",
    "ref.names_missing": "ningún objeto tiene el nombre o los nombres {missing}; necesita todos",
    "ref.all_names_found": "encuentra todos los nombres que necesita",
    "ref.no_same_name": "ninguno de sus nombres ({has}) coincide con los objetos con que compara",
    "ref.is_the_anchor": "es el objeto con que se comparan los demás, y la habilidad solo busca"
    " otros objetos con su nombre ({has})",
    "ref.anchor_nameless": "los objetos con que compara ({anchors}) no tienen nombre, así que"
    " ningún objeto tiene el mismo nombre",
    "ref.no_anchor": "no hay ningún objeto con que comparar",
    "ref.no_shared_name": "ningún otro objeto del grupo comparte uno de sus nombres ({has})",
    "ref.nameless_shares_nothing": "no tiene nombre, así que no tiene el mismo nombre que ningún"
    " objeto, ni siquiera otro sin nombre",
    "ref.choice_undefined": "la elección «{choice}» a la que se refiere no está definida (no se"
    " eligió nada para este objeto), así que esa parte no hace nada",
    "action.unknown": "acción desconocida {action}",
    "action.unknown_player": "no hay ningún jugador «{player}»",
    "action.unknown_object": "no hay ningún objeto «{object}»",
    "action.unknown_zone": "no hay ninguna zona «{zone}» en {game}",
    "action.duplicate_object": "ya existe un objeto «{object}»",
    "action.wrong_game": "{card} no es una carta de este juego ({game})",
    "action.no_controller_here": "los objetos de {zone} no tienen controlador",
    "action.no_such_face": "{object} no tiene la cara {face}",
    "action.sticker_not_owner": "un jugador no puede poner una pegatina en un objeto que no posee",
    "action.effect_without_object": "el efecto necesita un objeto o un grupo al que aplicarse",
    "action.unknown_effect": "tipo de efecto desconocido {kind}",
    "action.unknown_effect_id": "no hay ningún efecto «{effect}»",
    "action.duplicate_reference": "{object} ya tiene una habilidad «{key}»",
    "action.unknown_reference": "{object} no tiene ninguna habilidad escrita por un juez «{key}»",
    # --- MTG (issue 3): nombres fijados, relaciones entre nombres, protección, objetivos ---
    "effect.set_name": "{source} ({controller}, marca de tiempo {timestamp}) hace que su nombre"
    " sea «{name}», en lugar de sus otros nombres",
    "ref.face_down_source": "su fuente está boca abajo, así que no tiene habilidades",
    "ref.nameless_not_different": "no tiene nombre, así que no tiene un nombre diferente al de"
    " ningún objeto",
    "ref.not_different": "comparte un nombre ({has}) con {other}",
    "ref.nameless_others_differ": "los objetos con que compara ({anchors}) no tienen nombre; un"
    " objeto con nombre sigue teniendo un nombre diferente al suyo",
    "ref.names_all_different": "todos los objetos tienen nombre y ninguno lo comparte: tienen"
    " nombres diferentes",
    "ref.names_not_all_different": "los objetos no tienen nombres diferentes: cada uno necesita"
    " un nombre y no pueden compartir ninguno",
    "ref.not_printed_in": "su nombre actual ({has}) no se imprimió originalmente en {set}",
    "ref.printed_in_but_renamed": "{card} se imprimió por primera vez en {set}, pero se juzga"
    " por el nombre que tiene ahora ({has})",
    "ref.other_initial": "sus nombres ({has}) no empiezan por la letra de una pegatina de nombre"
    " ({letters})",
    "ref.no_stickers": "no tiene ninguna pegatina de nombre, así que ningún nombre empieza por"
    " su letra",
    "ref.face_up_after_event": "se puso boca arriba (marca de tiempo {face_up}) después de este"
    " evento (marca de tiempo {event}), así que la habilidad no se dispara por él",
    "ref.face_up_after_start": "ya estaba aquí cuando la conspiración se puso boca arriba"
    " (marca de tiempo {face_up}), así que la habilidad no se dispara por él",
    "ref.triggers_per_object": "se dispara una vez por cada objeto que encuentra ({count})",
    "ref.as_it_would_enter": "un efecto de reemplazo al entrar: cada hechizo se mira como el"
    " permanente que sería en el campo de batalla",
    "ref.outside_the_game": "funciona fuera de la partida (una regla de mazo): mira las cartas tal"
    " como están impresas, y ningún efecto de la partida cambia lo que encuentra",
    "protection.quality": "protección contra {quality}: la cualidad no es un nombre",
    "protection.quality_not_name": "su nombre ({has}) se parece a {quality}, pero la cualidad de"
    " la protección no es un nombre, así que no la protege de él",
    "protection.by_name": "la habilidad dice que la cualidad es un nombre, así que protege de"
    " los objetos con ese nombre",
    "protection.player_after_objects": "la protección de un jugador se aplica después de las"
    " características de los objetos: ve el nombre actual de cada fuente",
    "target.legal": "sigue siendo un objetivo legal",
    "target.gone": "{target} ya no está en la partida, así que es un objetivo ilegal",
    "target.left_zone": "{target} dejó la zona en que estaba al hacerlo objetivo (ahora está en"
    " {zone}): es un objeto nuevo y un objetivo ilegal",
    "target.protection": "{target} tiene protección ({protection}, de {giver}) contra este"
    " hechizo ({spell}), así que es un objetivo ilegal",
    "target.all_legal": "todos los objetivos son legales: se resuelve",
    "target.some_illegal": "{illegal} objetivo(s) ilegal(es): se resuelve, pero no les afecta",
    "target.all_illegal": "todos los objetivos son ilegales: no se resuelve",
    "target.not_in_group": "{target} ya no es algo que «{text}» pueda hacer objetivo (por su"
    " tipo, zona o controlador), así que es un objetivo ilegal",
    "target.requirement_unmet": "{target} ya no cumple el requisito de objetivo «{text}», así"
    " que es un objetivo ilegal",
    "action.no_special_action": "{object} no se puede poner boca arriba con una acción especial",
    "action.not_face_down": "{object} no está boca abajo",
    "action.not_hidden_agenda": "solo una conspiración boca abajo en la zona de mando se puede"
    " poner boca arriba así ({object})",
    "action.not_your_conspiracy": "{player} no controla {object}",
    "action.sticker_hidden": "{object} está en una zona oculta, donde no se conservan pegatinas",
    "removal.effect_ends": "el efecto {effect} de {source} termina con él",
    "removal.source_forgotten": "el efecto {effect} sigue aplicándose, recordado por el nombre"
    " de su fuente {source}",
    "removal.uncovered": "{object} ya no está debajo de {host}",
    "removal.untargeted": "{target}, objetivo de {object}, ya no existe: un objetivo ilegal",
    "removal.unlisted": "{holder} ya no lo incluye",
    "removal.unlinked": "{object} ya no está vinculado a {linked}",
    "filter.unknown_zone": "zona o grupo desconocido «{zone}» (conocidos: {known})",
    "filter.unknown_player": "jugador desconocido «{player}» (jugadores: {known})",
    "filter.unknown_kind": "clase desconocida «{kind}» (card, token o vacía)",
    "filter.unknown_object": "objeto desconocido «{object}»",
    "ref.named_so_excluded": "tiene el nombre «{name}», y la habilidad busca objetos que no se"
    " llamen así",
    "ref.not_named": "ninguno de sus nombres ({has}) es {wanted}, así que no se llama así",
    "ref.nameless_not_named": "no tiene nombre, así que no se llama {wanted}: no tener nombre es"
    " no tener ninguno de esos nombres",
    "ref.all_named": "todos los objetos que miró tienen un nombre que excluye, así que ninguno"
    " «no se llama» así",
    "ref.chosen_names": "los nombres elegidos: {names}",
    "effect.gain_ability": "{source} ({controller}, marca de tiempo {timestamp}) le da la"
    " habilidad «{ability}», {until_text}",
    "ref.gained_ability": "una habilidad obtenida, de {source} ({effect}), no impresa",
    "ref.copied_ability": "una habilidad que tiene como copia de {card}",
    "ref.choice_not_linked_gained": "esta habilidad se obtuvo (de {source}): las elecciones que"
    " hizo el objeto pertenecen a sus propias habilidades, así que ninguna está vinculada a esta",
    "ref.choice_not_linked": "la elección de esta clave se hizo para la habilidad «{ability}» de"
    " {card}, no para esta: una elección pertenece a la habilidad y a la carta que la hicieron",
    "ref.private_source": "su fuente es privada (boca abajo u oculta) en la zona {zone}, que es"
    " pública: una habilidad que especifica un objeto ahí necesita una fuente pública",
    "ref.first_printed_in": "tiene el nombre «{name}», un nombre impreso por primera vez en {set}",
    "ref.found_without_name": "está en el grupo que mira la habilidad, que no pide ningún nombre"
    " (lo mismo un objeto con nombre que uno sin nombre)",
    "ref.created_for": "se crea para {player}, que lo controla al entrar",
    "ref.created_for_opponent": "se crea para un oponente, que lo controla al entrar",
    "ref.created_for_any": "se crea para el jugador que indica el texto (cada jugador, un héroe"
    " objetivo...), que lo controla al entrar",
    "ref.unset_target_player": "mira los objetos del jugador objetivo, y su fuente aún no"
    " tiene jugador objetivo: fija sus objetivos",
    "ref.unset_controller_of_target": "mira lo que tiene el controlador de su objetivo, y"
    " su fuente aún no tiene objeto objetivo: fija sus objetivos",
    "ref.unset_owner_of_target": "mira lo que tiene el propietario de su objetivo, y su fuente"
    " aún no tiene objeto objetivo: fija sus objetivos",
    "ref.unset_controller_of_trigger": "mira lo que tiene el controlador del objeto que lo"
    " disparó, y no consta ese objeto para su fuente: fija su vínculo de disparo",
    "ref.unset_owner_of_trigger": "mira lo que tiene el propietario del objeto que lo disparó,"
    " y no consta ese objeto para su fuente: fija su vínculo de disparo",
    "ref.no_anchor_target": "la fuente no tiene ningún objeto como objetivo (donde mira) con que"
    " comparar",
    "ref.no_anchor_trigger": "no consta ningún objeto que disparara la habilidad (donde mira) con"
    " que comparar",
    "ref.no_anchor_linked": "no hay ninguna carta exiliada con la fuente (vinculada a ella) donde"
    " mira, así que no hay nada con que comparar",
    "ref.no_anchor_revealed": "no consta ninguna carta revelada, molida o mirada por la habilidad"
    " (donde mira) con que comparar",
    "action.unknown_link_role": "vínculo «{role}» desconocido (vínculos: {roles})",
    "action.effect_without_ability": "un efecto de obtener habilidad necesita la habilidad que da",
    "action.duplicate_effect": "ya existe un efecto «{effect}»",
}

DURATIONS: dict[str, dict[DurationKind, str]] = {
    "en": {
        "indefinite": "with no end",
        "this_turn": "until end of turn",
        "until_next_turn_of": "until the start of {until_player}'s next turn",
        "while_source_in_play": "while {source} is in play",
    },
    "es": {
        "indefinite": "sin final",
        "this_turn": "hasta el final del turno",
        "until_next_turn_of": "hasta el comienzo del próximo turno de {until_player}",
        "while_source_in_play": "mientras {source} esté en juego",
    },
}

FALLBACK = {"en": "({code})", "es": "({code})"}
CATALOG: dict[str, dict[str, str]] = {
    "en": EN | UNDO_EN | LAST_KNOWN_EN,
    "es": ES | UNDO_ES | LAST_KNOWN_ES,
}
