"""The naming rules as validators: MTG 201.4 (M1–M8) and Flesh and Blood naming (F12–F14)."""
