"""The rules of the game being played (from the bundled RULES.md text),
scrollable with the wheel, arrows and Page keys."""
from __future__ import annotations

import re

import pygame

from tabletop.app import ui
from tabletop.app.main import App
from tabletop.app.rules_text import section
from tabletop.app.scene import Scene


def _plain(md: str) -> list[tuple[str, str]]:
    """Markdown to (style, text) paragraphs: "h" headings, "b" bullets, "p" text."""
    out: list[tuple[str, str]] = []
    para: list[str] = []

    def flush() -> None:
        if para:
            text = " ".join(para)
            style = "b" if re.match(r"^(- |\d+\. )", text) else "p"
            out.append((style, text))
            para.clear()
    for line in md.splitlines():
        s = line.strip()
        if not s:
            flush()
        elif s.startswith("#"):
            flush()
            out.append(("h", s.lstrip("#").strip()))
        elif re.match(r"^(- |\d+\. )", s):
            flush()
            para.append(s)
        else:
            para.append(s)
    flush()
    # pygame's bundled font has no arrow glyph
    return [(st, t.replace("**", "").replace("`", "").replace("\u2192", "->")) for st, t in out]


class RulesScene(Scene):
    """A scrollable page of one game's rules."""

    def __init__(self, app: App, game_id: str) -> None:
        super().__init__(app)
        self.paras = _plain(section(game_id))
        self.scroll = 0.0
        self.lines: list[tuple[str, int, int]] = []
        self.close = ui.Button("Close", app.pop, primary=True)

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        u = ui.unit(size)
        self.box = pygame.Rect(round(w * 0.12), round(h * 0.06), round(w * 0.76), round(h * 0.8))
        self.lines = []
        body = max(15, round(u * 2.7))
        width = self.box.width - u * 8
        for style, text in self.paras:
            px = round(body * 1.45) if style == "h" else body
            indent = round(u * 2) if style == "b" else 0
            for line in ui.wrap(text, px, width - indent):
                self.lines.append((line, px, indent))
            self.lines.append(("", body // 2, 0))
        self.content_h = sum(round(px * 1.3) for _, px, _ in self.lines)
        self.close.rect = pygame.Rect(round(w / 2 - u * 9), round(self.box.bottom + u * 1.5), round(u * 18),
                                      round(u * 5))
        self.scroll = min(self.scroll, self.max_scroll)

    @property
    def max_scroll(self) -> float:
        return max(0.0, self.content_h - (self.box.height - 8 * ui.unit(self.size)))

    def handle(self, event: pygame.event.Event) -> bool:
        if self.close.handle(event):
            return True
        step = ui.unit(self.size) * 6
        if event.type == pygame.MOUSEWHEEL:
            self.scroll -= event.y * step
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_RETURN):
                self.app.pop()
                return True
            delta = {pygame.K_DOWN: step, pygame.K_UP: -step, pygame.K_PAGEDOWN: self.box.height * 0.8,
                     pygame.K_PAGEUP: -self.box.height * 0.8, pygame.K_SPACE: self.box.height * 0.8}
            self.scroll += delta.get(event.key, 0)
        self.scroll = max(0.0, min(self.max_scroll, self.scroll))
        return True

    def draw(self, surf: pygame.Surface) -> None:
        u = ui.unit(self.size)
        surf.blit(ui.felt(self.size), (0, 0))
        ui.panel(surf, self.box, (250, 243, 226, 250), round(u * 2), ui.BRASS)
        inner = self.box.inflate(-round(u * 8), -round(u * 6))
        old = surf.get_clip()
        surf.set_clip(inner)
        y = inner.y - self.scroll
        for line, px, indent in self.lines:
            if line and inner.y - px * 2 < y < inner.bottom + px:
                colour = (120, 50, 34) if px > ui.unit(self.size) * 3 else ui.INK
                ui.blit_text(surf, line, px, colour, (inner.x + indent, y))
            y += round(px * 1.3)
        surf.set_clip(old)
        if self.max_scroll > 0:  # a thin bar says how much more there is
            frac = self.box.height / (self.content_h + self.box.height)
            bar_h = max(u * 3, (self.box.height - u * 4) * frac)
            bar_y = self.box.y + u * 2 + (self.box.height - u * 4 - bar_h) * (self.scroll / self.max_scroll)
            pygame.draw.rect(surf, (180, 150, 110), (self.box.right - u * 2, bar_y, u * 0.8, bar_h),
                             border_radius=round(u * 0.4))
        self.close.draw(surf)
