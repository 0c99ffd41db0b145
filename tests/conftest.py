"""Headless SDL for every test; no test touches the real home."""
import os
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["TABLETOP_HOME"] = tempfile.mkdtemp(prefix="tabletop-tests-")


import sys  # noqa: E402
from typing import Iterator  # noqa: E402

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _own_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Every test its own TABLETOP_HOME: settings, saves and statistics one
    test leaves (a fullscreen switch, a window size) never reach the next.
    The app's background writer finds its folder when a job runs, so the
    test's last saves are flushed while its home is still the one set."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path_factory.mktemp("home")))
    yield
    persist = sys.modules.get("tabletop.app.persist")
    if persist is not None:
        persist.flush()
