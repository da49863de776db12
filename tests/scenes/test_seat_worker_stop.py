"""A table that goes while its computer thinks (Quit, Main menu, a closed
window) stops the worker and the worker's two search processes. The stop
must be a clean one: an abrupt exit left the app's terminal a warning about
leaked semaphores from the search pool, and a process orphaned would go on
taking a core."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

PROGRAM = textwrap.dedent("""
    import subprocess, time
    from game.woodland.autumn import autumn_board
    from game.woodland.game import Game
    from scenes.seats import Worker

    def running(pid):
        try:
            with open(f"/proc/{pid}/stat") as stat:
                return stat.read().rsplit(")", 1)[1].split()[0] not in ("Z", "X")
        except FileNotFoundError:
            return False

    if __name__ == "__main__":
        game = Game.new(autumn_board(), seed=7)
        worker = Worker()
        # Two search processes and far more iterations than the wait below.
        worker.ask(1, ("root", game.redeal(0, 1).to_json(), 0, 0,
                       "game.ai:Search?iterations=2000000&processes=2"))
        time.sleep(6.0)  # the worker and its pool are searching by now
        assert worker.busy and worker.answer() is None
        process = worker.process
        pool = subprocess.run(["pgrep", "-P", str(process.pid)], capture_output=True,
                              text=True).stdout.split()
        worker.stop()
        process.join(5.0)
        time.sleep(0.5)
        print("exit", process.exitcode, "alive", process.is_alive())
        print("pool", len(pool), "running", sum(running(pid) for pid in pool))
""")


def test_stopping_a_thinking_computer_ends_its_processes_cleanly(tmp_path):
    script = tmp_path / "stop_worker.py"
    script.write_text(PROGRAM)
    done = subprocess.run([sys.executable, str(script)], cwd=ROOT, capture_output=True,
                          text=True, timeout=120, env={"PYTHONPATH": str(ROOT),
                                                       "PATH": "/usr/bin:/bin"})
    assert done.returncode == 0, done.stderr
    assert "exit 0 alive False" in done.stdout
    assert "pool 2 running 0" in done.stdout, "the search processes go with the worker"
    assert "leaked" not in done.stderr, done.stderr
