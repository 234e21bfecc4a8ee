"""What a screen reader sees of Namesake, through the AT-SPI bus: the helper of
tests/ui/test_screen_reader.py.

It runs under Debian's /usr/bin/python3 (the one with `gi` and Atspi, which the project's
Python need not have), in the X display and D-Bus session the test started. It reads one JSON
command a line on stdin and answers one JSON line on stdout:

- {"do": "wait_app", "name": "Namesake", "child": "Effects", "timeout": 20}: until the
  application `name` is on the bus and an object named `child` is in its tree;
- {"do": "activate"}: give the app's window the keyboard focus, as a window manager would
  (the test's X server has none);
- {"do": "keys", "keys": ["Tab", "Shift+F10", "text:grav"]}: press keys through AT-SPI;
  the answer's "events" counts the focus events seen before the keys;
- {"do": "focus", "after": 12, "want": {"name": "Zones", "id_end": "moveSearch",
  "description_has": "Graveyard"}, "timeout": 5}: the focused object (role, name,
  description, accessible id, its parent's role and name) once a focus event came after
  the `after`th one or its description changed (if `after` is given; Tab onto a link of a
  text is no focus event) and it is what `want` says (if given; else once the focus
  events have stopped, or with "settle": true, once they have stopped and it is that), or,
  with "ok": false, the last one at the deadline; "told" lists the descriptions changed and
  the announcements since the last keys ("object:announcement: Graveyard — Nic, 2 of 2");
- {"do": "tree"}: every showing, focusable object of the app (role, name, labelled).

Answers: {"ok": true, ...} or {"ok": false, "error": "..."}.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import json
import os
import sys
import time
from typing import Any

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402

KEYSYMS = {
    "Tab": 0xFF09,
    "Return": 0xFF0D,
    "Escape": 0xFF1B,
    "Delete": 0xFFFF,
    "Home": 0xFF50,
    "Left": 0xFF51,
    "Up": 0xFF52,
    "Right": 0xFF53,
    "Down": 0xFF54,
    "End": 0xFF57,
    "F6": 0xFFC3,
    "F10": 0xFFC7,
}
MODIFIERS = {"Shift": 1 << 0, "Ctrl": 1 << 2, "Alt": 1 << 3}
QUIET = 0.25  # seconds without a focus event: focus has settled
MAX_CHILDREN = 150  # a table's cells: enough to see that they are named
STATES = Atspi.StateType


class Focus:
    """The object that last said it got the focus."""

    def __init__(self) -> None:
        self.current: Atspi.Accessible | None = None
        self.events = 0
        self.last_event = time.monotonic()
        self.listener = Atspi.EventListener.new(self._on_focus)
        self.listener.register("object:state-changed:focused")
        self.told: list[str] = []  # descriptions changed and announcements, as said
        self.history: list[str] = []  # every focus seen, for a failure's message
        self.telling = Atspi.EventListener.new(self._on_told)
        for kind in ("object:property-change:accessible-description", "object:announcement"):
            self.telling.register(kind)

    def _on_told(self, event: Atspi.Event) -> None:
        said = event.any_data if isinstance(event.any_data, str) else ""
        if not said and event.source is not None:
            said = event.source.get_description() or ""
        self.told.append(f"{event.type}: {said}")

    def _on_focus(self, event: Atspi.Event) -> None:
        if event.detail1 == 1:
            self.seen(event.source, "event")

    def seen(self, obj: Atspi.Accessible, how: str) -> None:
        """`obj` has the focus: a focus event said so (`how` "event") or the window, asked."""
        self.current = obj
        self.events += 1
        self.last_event = time.monotonic()
        said = describe(obj)
        self.history.append(f"{how}: {said['role']} {said['name']!r} ({said['id']})")


def pump(seconds: float) -> None:
    """Deliver the bus's events for `seconds`."""
    context = GLib.MainContext.default()
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        while context.iteration(False):
            pass
        time.sleep(0.01)


def describe(obj: Atspi.Accessible | None) -> dict[str, Any]:
    if obj is None:
        return dict.fromkeys(
            ("role", "name", "description", "id", "parent_role", "parent_name", "window_role"), ""
        )
    parent = obj.get_parent()
    return {
        "role": obj.get_role_name(),
        "name": obj.get_name() or "",
        "description": obj.get_description() or "",
        "id": obj.get_accessible_id() or "",
        "states": sorted(state.value_nick for state in obj.get_state_set().get_states()),
        "parent_role": parent.get_role_name() if parent is not None else "",
        "parent_name": (parent.get_name() or "") if parent is not None else "",
        "window_role": _window_role(obj),
    }


def _window_role(obj: Atspi.Accessible) -> str:
    """The role of the window holding `obj` ("dialog", "frame"): its nearest such ancestor."""
    for _ in range(30):
        obj = obj.get_parent()
        if obj is None:
            return ""
        role = obj.get_role_name()
        if role in ("dialog", "frame", "window", "alert"):
            return str(role)
    return ""


def matches(seen: dict[str, Any], want: dict[str, str]) -> bool:
    """Whether the object `seen` is what `want` says: equal fields, and "id_end" (the end of
    its accessible id), "id_has" (a part of it) and "description_has" (a part of its
    description)."""
    for key, value in want.items():
        if key == "id_end":
            ok = str(seen["id"]).endswith(value)
        elif key == "id_has":
            ok = value in str(seen["id"])
        elif key == "description_has":
            ok = value in str(seen["description"])
        else:
            ok = seen.get(key) == value
        if not ok:
            return False
    return True


def find_app(name: str) -> Atspi.Accessible | None:
    desktop = Atspi.get_desktop(0)
    for index in range(desktop.get_child_count()):
        app = desktop.get_child_at_index(index)
        if app is not None and app.get_name() == name:
            return app
    return None


def walk(obj: Atspi.Accessible, depth: int = 0) -> list[Atspi.Accessible]:
    """`obj` and everything showing below it."""
    found = [obj]
    if depth > 40:
        return found
    for index in range(min(obj.get_child_count(), MAX_CHILDREN)):
        child = obj.get_child_at_index(index)
        if child is not None and child.get_state_set().contains(STATES.SHOWING):
            found += walk(child, depth + 1)
    return found


def labelled(obj: Atspi.Accessible) -> bool:
    return any(
        relation.get_relation_type() == Atspi.RelationType.LABELLED_BY
        for relation in obj.get_relation_set()
    )


class X11:
    """Just enough of libX11 to give a window the keyboard focus."""

    def __init__(self) -> None:
        lib = ctypes.CDLL(ctypes.util.find_library("X11") or "libX11.so.6")
        lib.XOpenDisplay.restype = ctypes.c_void_p
        lib.XOpenDisplay.argtypes = [ctypes.c_char_p]
        lib.XDefaultRootWindow.restype = ctypes.c_ulong
        lib.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
        window_list = ctypes.POINTER(ctypes.POINTER(ctypes.c_ulong))
        lib.XQueryTree.argtypes = [
            ctypes.c_void_p,
            ctypes.c_ulong,
            ctypes.POINTER(ctypes.c_ulong),
            ctypes.POINTER(ctypes.c_ulong),
            window_list,
            ctypes.POINTER(ctypes.c_uint),
        ]
        lib.XGetGeometry.argtypes = [ctypes.c_void_p, ctypes.c_ulong] + [
            ctypes.POINTER(t)
            for t in (ctypes.c_ulong, ctypes.c_int, ctypes.c_int) + (ctypes.c_uint,) * 4
        ]
        lib.XSetInputFocus.argtypes = [
            ctypes.c_void_p,
            ctypes.c_ulong,
            ctypes.c_int,
            ctypes.c_ulong,
        ]
        lib.XFree.argtypes = [ctypes.c_void_p]
        lib.XCloseDisplay.argtypes = [ctypes.c_void_p]
        self.lib = lib
        self.display = lib.XOpenDisplay(os.environ["DISPLAY"].encode())
        if not self.display:
            raise RuntimeError(f"cannot open the X display {os.environ['DISPLAY']}")

    def focus_largest_window(self) -> None:
        """The keyboard focus to the largest top-level window (the main window)."""
        lib, display = self.lib, self.display
        root, parent = ctypes.c_ulong(), ctypes.c_ulong()
        children, count = ctypes.POINTER(ctypes.c_ulong)(), ctypes.c_uint()
        lib.XQueryTree(
            display,
            lib.XDefaultRootWindow(display),
            ctypes.byref(root),
            ctypes.byref(parent),
            ctypes.byref(children),
            ctypes.byref(count),
        )
        sizes = []
        for index in range(count.value):
            window = children[index]
            box = [ctypes.c_ulong(), *(ctypes.c_int() for _ in range(2))]
            box += [ctypes.c_uint() for _ in range(4)]
            lib.XGetGeometry(display, window, *(ctypes.byref(v) for v in box))
            sizes.append((box[3].value * box[4].value, window))
        if children:
            lib.XFree(children)
        if sizes:
            lib.XSetInputFocus(display, max(sizes)[1], 2, 0)  # RevertToParent, CurrentTime
        lib.XCloseDisplay(display)  # (it flushes the request first)
        if not sizes:
            raise RuntimeError("no window on the X display")


def press(key: str) -> None:
    """One key: "Tab", "Shift+F10", "Ctrl+z", "text:grav" (typed), "m"."""
    if key.startswith("text:"):
        for char in key[5:]:
            Atspi.generate_keyboard_event(ord(char), None, Atspi.KeySynthType.SYM)
            pump(0.02)
        return
    *mods, name = key.split("+")
    mask = 0
    for mod in mods:
        mask |= MODIFIERS[mod]
    if mask:
        Atspi.generate_keyboard_event(mask, None, Atspi.KeySynthType.LOCKMODIFIERS)
    keysym = KEYSYMS.get(name, ord(name) if len(name) == 1 else 0)
    if not keysym:
        raise ValueError(f"unknown key {key!r}")
    Atspi.generate_keyboard_event(keysym, None, Atspi.KeySynthType.SYM)
    if mask:
        Atspi.generate_keyboard_event(mask, None, Atspi.KeySynthType.UNLOCKMODIFIERS)


class Walker:
    """The commands, on the app found by `wait_app`, with the focus events seen so far."""

    def __init__(self) -> None:
        self.focus = Focus()
        self.app: Atspi.Accessible | None = None
        self.said_before = ""  # the focused object's description when keys were pressed
        self.told_before = 0  # how many things the app had told by then

    def wait_app(self, name: str, child: str, timeout: float) -> dict[str, Any]:
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            self.app = find_app(name)
            if self.app is not None and any(o.get_name() == child for o in walk(self.app)):
                return {"ok": True}
            pump(0.2)
        return {"ok": False, "error": f"no application {name!r} with {child!r} on the bus"}

    def wait_focus(
        self, after: int | None, want: dict[str, str] | None, timeout: float, settle: bool
    ) -> dict[str, Any]:
        end = time.monotonic() + timeout
        while True:
            pump(0.03)
            focus = self.focus
            self._still_focused()
            seen = describe(focus.current)
            # a new focus, or a link of a text: the same object, saying something new
            fresh = after is None or focus.events > after or seen["description"] != self.said_before
            quiet = time.monotonic() - focus.last_event > QUIET
            settled = (matches(seen, want) if want else True) and (quiet or (want and not settle))
            if fresh and settled and focus.current is not None:
                told = focus.told[self.told_before :]
                return {"ok": True, "events": focus.events, "told": told, **seen}
            if time.monotonic() > end:
                history = focus.history[-8:]
                return {"ok": False, "error": "focus never matched", "history": history, **seen}

    def _still_focused(self) -> None:
        """When a menu or a dialog closes, Qt gives the focus back without a focus event: as
        Orca does then, ask the window which object has the focus."""
        current = self.focus.current
        if time.monotonic() - self.focus.last_event < QUIET:
            return  # a focus event just came: its object may not say "showing" yet (a dialog)
        try:
            states = current.get_state_set() if current is not None else None
            focused = states is not None and all(
                states.contains(state) for state in (STATES.FOCUSED, STATES.SHOWING)
            )
        except GLib.Error:
            focused = False  # an object that is gone
        if focused or self.app is None:
            return
        for obj in walk(self.app):
            if obj.get_state_set().contains(STATES.FOCUSED) and obj.get_role_name() not in (
                "list item",  # (a closed combo box's list keeps its current item "focused")
                "page tab",  # (Qt says a tab bar's current tab is "focused" all the time)
            ):
                self.focus.seen(obj, "asked")
                return

    def tree(self) -> dict[str, Any]:
        if self.app is None:
            return {"ok": False, "error": "wait_app first"}
        objects = []
        for obj in walk(self.app):
            states = obj.get_state_set()
            if states.contains(STATES.FOCUSABLE):
                objects.append({**describe(obj), "labelled": labelled(obj)})
        return {"ok": True, "objects": objects}

    def run(self, command: dict[str, Any]) -> dict[str, Any]:
        do = command["do"]
        if do == "wait_app":
            return self.wait_app(command["name"], command["child"], command.get("timeout", 20))
        if do == "activate":
            X11().focus_largest_window()
            return {"ok": True}
        if do == "keys":
            pump(0.01)
            events = self.focus.events
            self.said_before = describe(self.focus.current)["description"]
            self.told_before = len(self.focus.told)
            for key in command["keys"]:
                press(key)
                pump(0.05)
            return {"ok": True, "events": events}
        if do == "focus":
            return self.wait_focus(
                command.get("after"),
                command.get("want"),
                command.get("timeout", 5),
                command.get("settle", False),
            )
        if do == "tree":
            return self.tree()
        return {"ok": False, "error": f"unknown command {do!r}"}


def main() -> int:
    walker = Walker()
    for line in sys.stdin:
        try:
            answer = walker.run(json.loads(line))
        except Exception as error:  # the test reads it; the walker goes on
            answer = {"ok": False, "error": f"{type(error).__name__}: {error}"}
        print(json.dumps(answer), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
