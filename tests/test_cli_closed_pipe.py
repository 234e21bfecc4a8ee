"""A reader that leaves early is not an error worth a traceback (issue 22, finding 16):
``namesake card … | head -1`` closes the pipe while the card is still being printed."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_card_into_a_closed_pipe_prints_no_traceback() -> None:
    command = [sys.executable, "-m", "sandbox", "card", "Head Jab", "--game", "fab", "--json"]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    with subprocess.Popen(
        command, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE
    ) as process:
        assert process.stdout is not None and process.stderr is not None
        process.stdout.close()  # as `head -1` does once it has its line (here, before any)
        errors = process.stderr.read().decode()
        process.wait(timeout=60)
    assert "Traceback" not in errors and "BrokenPipeError" not in errors
    assert process.returncode == 1
