"""Asset lookup: source checkout, installed-package and frozen-app folders, clear errors,
and the package list that makes the wheel carry sprites/ and sounds/."""
from __future__ import annotations

import sys
import tomllib
from pathlib import Path

import pytest

from tabletop.app import assets

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def fresh_cache():
    assets.find.cache_clear()
    yield
    assets.find.cache_clear()


def test_find__finds_sprites_and_sounds_in_the_source_checkout():
    assert assets.find("sprites", "nimmt/55.svg") == REPO / "sprites" / "nimmt" / "55.svg"
    assert assets.find("sprites", "title_gnav.svg") == REPO / "sprites" / "title_gnav.svg"
    assert assets.find("sounds", "deal.wav") == REPO / "sounds" / "deal.wav"


def test_find__missing_file_error_names_every_place_searched(monkeypatch, tmp_path):
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path / "bundle"), raising=False)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    with pytest.raises(FileNotFoundError) as err:
        assets.find("sounds", "no_such_sound.wav")
    message = str(err.value)
    roots = assets.search_roots("sounds")
    assert len(roots) == 4
    for root in roots:
        assert str(root / "no_such_sound.wav") in message


def test_find__frozen_bundle_comes_first(monkeypatch, tmp_path):
    (tmp_path / "sprites" / "nimmt").mkdir(parents=True)
    (tmp_path / "sprites" / "nimmt" / "55.svg").write_text("<svg/>")
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert assets.find("sprites", "nimmt/55.svg") == tmp_path / "sprites" / "nimmt" / "55.svg"


def test_find__frozen_exe_folder_is_searched(monkeypatch, tmp_path):
    (tmp_path / "sounds").mkdir()
    (tmp_path / "sounds" / "only_here.wav").write_bytes(b"RIFF")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(tmp_path / "tabletop.exe"))
    assert assets.find("sounds", "only_here.wav") == tmp_path / "sounds" / "only_here.wav"


def test_find__rejects_unknown_kinds_and_escaping_names():
    with pytest.raises(ValueError):
        assets.find("fonts", "x.ttf")
    with pytest.raises(ValueError):
        assets.find("sprites", "../pyproject.toml")
    with pytest.raises(ValueError):
        assets.find("sprites", "/etc/passwd")


def test_pyproject__lists_every_package_and_ships_the_asset_folders():
    config = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    listed = set(config["packages"])
    on_disk = {".".join(p.parent.relative_to(REPO).parts) for p in (REPO / "tabletop").rglob("__init__.py")}
    assert on_disk <= listed, f"add to [tool.setuptools] packages: {sorted(on_disk - listed)}"
    assert config["package-dir"] == {"tabletop._sprites": "sprites", "tabletop._sounds": "sounds"}
    # every asset sits where a package-data glob reaches it (one folder deep at most)
    for kind, pattern_key in (("sprites", "tabletop._sprites"), ("sounds", "tabletop._sounds")):
        globs = config["package-data"][pattern_key]
        files = [p for p in (REPO / kind).rglob("*") if p.suffix in (".svg", ".wav")]
        assert files
        for f in files:
            assert any(f.relative_to(REPO / kind).match(g) for g in globs), f
