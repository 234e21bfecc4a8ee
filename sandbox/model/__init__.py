"""The pure rules model: boards, rulesets, names, references and their derivation. No Qt, no I/O."""
