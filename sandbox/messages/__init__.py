"""The one catalog of the model's message codes, rendered in the user's language.

Widgets translate their own strings with Qt's tr(); every Reason the model produces is rendered
here, so the CLI and the GUI say the same thing in English and Spanish.
"""

from __future__ import annotations

from sandbox.messages.catalog import CATALOG, DURATIONS, FALLBACK
from sandbox.messages.zones import contract, zone_params
from sandbox.model import Reason

LANGUAGES = tuple(CATALOG)


def render(why: Reason, language: str = "en", *, cite: bool = True) -> str:
    """`why` as a sentence in `language`, with its ruling ids and rule numbers when `cite`."""
    templates = CATALOG.get(language, CATALOG["en"])
    params = zone_params(why.code, dict(why.params), language)
    params["until_text"] = render_until(params, language)
    template = templates.get(why.code) or CATALOG["en"].get(why.code)
    if template is None:
        text = FALLBACK[language if language in FALLBACK else "en"].format(code=why.code)
    else:
        text = contract(template.format_map(_Lenient(params)), language)
    return f"{text}{citation(why)}" if cite else text


def phrase(why: Reason, language: str = "en") -> str:
    """`why` in `language` with its parameters as they are: for texts whose parameters the
    caller has already made into the words it shows (the window's undo texts, with its zone
    headings), so no zone words, contractions or citations are added."""
    templates = CATALOG.get(language, CATALOG["en"])
    template = templates.get(why.code) or CATALOG["en"].get(why.code)
    if template is None:
        return FALLBACK[language if language in FALLBACK else "en"].format(code=why.code)
    return template.format_map(_Lenient(dict(why.params)))


def citation(why: Reason) -> str:
    """ " [F10, F11; CR 1.0.2]", or "" when the reason cites nothing."""
    parts = ", ".join(why.rulings)
    if why.rules:
        rules = "CR " + ", ".join(why.rules)
        parts = f"{parts}; {rules}" if parts else rules
    return f" [{parts}]" if parts else ""


def render_until(params: dict[str, str], language: str) -> str:
    templates = DURATIONS.get(language, DURATIONS["en"])
    kind = params.get("until", "indefinite")
    template = next((text for until, text in templates.items() if until == kind), kind)
    return template.format_map(_Lenient(params))


class _Lenient(dict[str, str]):
    def __missing__(self, key: str) -> str:
        return "?"
