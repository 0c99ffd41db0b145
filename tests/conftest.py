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
def _own_home(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """Every test its own TABLETOP_HOME: settings, saves and statistics one
    test leaves (a fullscreen switch, a window size) never reach the next.
    It is set apart from the test's own `monkeypatch`, whose undo() would
    otherwise put back the home all tests share for the rest of the test.
    The app's background writer finds its folder when a job runs, so the
    test's last saves are flushed while its home is still the one set."""
    with pytest.MonkeyPatch.context() as home:
        home.setenv("TABLETOP_HOME", str(tmp_path_factory.mktemp("home")))
        yield
        persist = sys.modules.get("tabletop.app.persist")
        if persist is not None:
            persist.flush()
