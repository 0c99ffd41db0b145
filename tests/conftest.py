"""Headless SDL for every test; no test touches the real home."""
import os
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["TABLETOP_HOME"] = tempfile.mkdtemp(prefix="tabletop-tests-")
