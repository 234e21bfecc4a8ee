"""The start-up clock: phase marks written by a probed process and read by the benchmark."""

from __future__ import annotations

import pytest

from sandbox import startup_clock
from sandbox.startup_clock import PROBE_VARIABLE, durations, parse_phases


@pytest.fixture
def fresh_marks(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(startup_clock, "_marks", [])


@pytest.mark.usefixtures("fresh_marks")
def test_marks_are_kept_only_while_the_benchmark_probes(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(PROBE_VARIABLE, raising=False)
    startup_clock.mark("python")
    assert startup_clock.phases_line() == "namesake: phases"
    monkeypatch.setenv(PROBE_VARIABLE, "1")
    startup_clock.mark("python")
    startup_clock.mark("qt")
    assert [phase for phase, _ in parse_phases(startup_clock.phases_line())] == ["python", "qt"]


@pytest.mark.usefixtures("fresh_marks")
def test_a_written_line_reads_back_as_the_same_readings(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(PROBE_VARIABLE, "1")
    startup_clock.mark("python")
    startup_clock.mark("window")
    (_, first), (_, second) = startup_clock._marks
    assert parse_phases(startup_clock.phases_line()) == [
        ("python", pytest.approx(first, abs=1e-6)),
        ("window", pytest.approx(second, abs=1e-6)),
    ]


def test_durations_run_from_the_launch_and_then_from_mark_to_mark() -> None:
    spans = durations(10.0, [("python", 10.05), ("qt", 10.15), ("drawn", 10.2)])
    assert spans == pytest.approx({"python": 0.05, "qt": 0.1, "drawn": 0.05})


def test_a_clock_that_runs_backwards_gives_no_negative_phase() -> None:
    assert durations(10.0, [("python", 9.9)]) == {"python": 0.0}


def test_lines_from_another_process_are_read_carefully() -> None:
    assert parse_phases("namesake: window drawn") == []
    assert parse_phases("something else") == []
    assert parse_phases("namesake: phases python=0.5 qt=oops =1 drawn=0.75") == [
        ("python", 0.5),
        ("drawn", 0.75),
    ]
