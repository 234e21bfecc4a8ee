"""The pure rules model: boards, rulesets, names, references and their derivation. No Qt, no I/O.

This is the model's front door: the window, the scenario files, the card database and the
commands import what they use from `sandbox.model` itself, never from its modules (an
import-linter contract keeps it so). What each name means is documented in its module:
the board and its objects (`board`, `cards`, `effects`, `references`, `selectors`), the
actions and `apply` (`actions`, `dispatch`, `handlers/`), `derive` and its results (`derive`,
`names`, `findings`, `protection`, `targets`, `effect_status`), what changed (`changes`, `diff`),
gestures as actions (`gestures`), who may see what (`visibility`), the rulings and rulesets, and
the vocabulary every layer types its words with (`vocabulary`).
"""

from sandbox.model.action_registry import (
    ACTION_SPECS,
    ActionSpec,
    action_spec,
    action_spec_for,
    action_words,
)
from sandbox.model.actions import (
    Action,
    AddEffect,
    AddObject,
    AddReference,
    AdvanceTurn,
    MakeChoice,
    MoveObject,
    RemoveEffect,
    RemoveObject,
    RemoveReference,
    ReplaceReference,
    SetCard,
    SetController,
    SetFace,
    SetFaceDown,
    SetLinks,
    SetOwner,
    SetTargets,
    SwitchEffect,
    TurnFaceUp,
)
from sandbox.model.board import Board, GameObject, Player
from sandbox.model.cards import CardDef, Face
from sandbox.model.changes import EVERYTHING, Changes, describe
from sandbox.model.copies import with_copiable_values
from sandbox.model.derivation import Derived, derive
from sandbox.model.dispatch import apply, can_apply
from sandbox.model.effect_status import state_of
from sandbox.model.effects import Choice, Duration, Effect
from sandbox.model.errors import ActionRefused
from sandbox.model.filter_words import filter_problem, zone_problem
from sandbox.model.findings import Finding, Miss, finding_id
from sandbox.model.gestures import add_action, add_actions, is_ordered, move_actions
from sandbox.model.monikers import moniker_of
from sandbox.model.moves import leaves_as_two
from sandbox.model.names import NameEntry, NameState
from sandbox.model.new_ids import added_object_id
from sandbox.model.protection import Protection
from sandbox.model.reasons import Reason
from sandbox.model.references import LooksFor, ReferenceSpec
from sandbox.model.removal import GONE, removal_consequences
from sandbox.model.rulesets import Ruleset, ruleset_for
from sandbox.model.rulesets.mtg import token_name
from sandbox.model.rulings import ruling
from sandbox.model.selectors import ANY, OPPONENT, RELATIVE_PLAYERS, TARGET, YOU, ObjectFilter
from sandbox.model.targets import Resolution
from sandbox.model.visibility import Viewer, may_see_choice, may_see_object
from sandbox.model.vocabulary import (
    ACTION_KINDS,
    DURATIONS,
    EFFECT_KINDS,
    EFFECT_STATES,
    ENDINGS,
    FINDING_STATUSES,
    GAMES,
    LINK_ROLES,
    LOOKS_FOR_KINDS,
    MATCH_BY,
    MATCH_MODES,
    OBJECT_KINDS,
    ORIGINS,
    PROTECTS,
    RELATED,
    USES,
    ZONE_GROUPS,
    ZONES,
    ActionKind,
    DurationKind,
    EffectKind,
    EffectState,
    Ending,
    FabZone,
    FindingStatus,
    Game,
    LinkRole,
    LooksForKind,
    MatchBy,
    MatchMode,
    MtgZone,
    ObjectKind,
    Origin,
    Protects,
    Related,
    Use,
    Zone,
    ZoneGroup,
    ZoneWord,
)
from sandbox.model.what_if import BoardDiff, FindingChange, diff

__all__ = [
    "ACTION_KINDS",
    "ACTION_SPECS",
    "ANY",
    "DURATIONS",
    "EFFECT_KINDS",
    "EFFECT_STATES",
    "ENDINGS",
    "EVERYTHING",
    "FINDING_STATUSES",
    "GAMES",
    "GONE",
    "LINK_ROLES",
    "LOOKS_FOR_KINDS",
    "MATCH_BY",
    "MATCH_MODES",
    "OBJECT_KINDS",
    "OPPONENT",
    "ORIGINS",
    "PROTECTS",
    "RELATED",
    "RELATIVE_PLAYERS",
    "TARGET",
    "USES",
    "YOU",
    "ZONES",
    "ZONE_GROUPS",
    "Action",
    "ActionKind",
    "ActionRefused",
    "ActionSpec",
    "AddEffect",
    "AddObject",
    "AddReference",
    "AdvanceTurn",
    "Board",
    "BoardDiff",
    "CardDef",
    "Changes",
    "Choice",
    "Derived",
    "Duration",
    "DurationKind",
    "Effect",
    "EffectKind",
    "EffectState",
    "Ending",
    "FabZone",
    "Face",
    "Finding",
    "FindingChange",
    "FindingStatus",
    "Game",
    "GameObject",
    "LinkRole",
    "LooksFor",
    "LooksForKind",
    "MakeChoice",
    "MatchBy",
    "MatchMode",
    "Miss",
    "MoveObject",
    "MtgZone",
    "NameEntry",
    "NameState",
    "ObjectFilter",
    "ObjectKind",
    "Origin",
    "Player",
    "Protection",
    "Protects",
    "Reason",
    "ReferenceSpec",
    "Related",
    "RemoveEffect",
    "RemoveObject",
    "RemoveReference",
    "ReplaceReference",
    "Resolution",
    "Ruleset",
    "SetCard",
    "SetController",
    "SetFace",
    "SetFaceDown",
    "SetLinks",
    "SetOwner",
    "SetTargets",
    "SwitchEffect",
    "TurnFaceUp",
    "Use",
    "Viewer",
    "Zone",
    "ZoneGroup",
    "ZoneWord",
    "action_spec",
    "action_spec_for",
    "action_words",
    "add_action",
    "add_actions",
    "added_object_id",
    "apply",
    "can_apply",
    "derive",
    "describe",
    "diff",
    "filter_problem",
    "finding_id",
    "is_ordered",
    "leaves_as_two",
    "may_see_choice",
    "may_see_object",
    "moniker_of",
    "move_actions",
    "removal_consequences",
    "ruleset_for",
    "ruling",
    "state_of",
    "token_name",
    "with_copiable_values",
    "zone_problem",
]
