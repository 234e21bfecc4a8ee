"""The JSON Schema of scenario files, exported to resources/scenario.schema.json.

`python -m sandbox.scenario.jsonschema` rewrites the file; a test keeps it in step with the
pydantic models, so editors can validate scenario files as a judge types them.
"""

from __future__ import annotations

import json
import sys

from sandbox import resources
from sandbox.scenario.files import write_atomic
from sandbox.scenario.schema import ScenarioModel

SCHEMA_FILE = resources.location("scenario.schema.json")


def schema_text() -> str:
    schema = ScenarioModel.model_json_schema()
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["title"] = "Namesake scenario"
    return json.dumps(schema, indent=2, sort_keys=True) + "\n"


def main() -> int:
    write_atomic(SCHEMA_FILE, schema_text())
    print(f"wrote {SCHEMA_FILE}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
