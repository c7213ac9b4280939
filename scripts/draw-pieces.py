#!/usr/bin/env python3
"""Draws Beltboard's piece set into assets/pieces/ (the SVGs are committed;
rerun after changing a shape). Our own drawings, MIT like the rest."""
from pathlib import Path

SHAPES = {
    "P": """
      <circle cx="22.5" cy="12" r="5.2"/>
      <path d="M16 35.5 C16 29 18.5 25 20 21.5 L25 21.5 C26.5 25 29 29 29 35.5 Z"/>
      <ellipse cx="22.5" cy="20.5" rx="6" ry="2.2"/>
      <rect x="11" y="35" width="23" height="4.5" rx="1.8"/>""",
    "R": """
      <path d="M12 12 L12 6 L16.5 6 L16.5 9 L20.3 9 L20.3 6 L24.7 6 L24.7 9 L28.5 9 L28.5 6 L33 6 L33 12 Z"/>
      <path d="M14.5 31 L16 15.5 L29 15.5 L30.5 31 Z"/>
      <rect x="12" y="12" width="21" height="3.8" rx="1"/>
      <rect x="12" y="30.5" width="21" height="4" rx="1"/>
      <rect x="9.5" y="34.5" width="26" height="5" rx="1.8"/>
      <path class="detail" d="M16 19.5 L29 19.5 M15.4 27 L29.6 27"/>""",
    "B": """
      <path d="M15.5 32 C14.5 25 16.5 19.5 22.5 12.5 C28.5 19.5 30.5 25 29.5 32 Z"/>
      <circle cx="22.5" cy="9.3" r="2.6"/>
      <rect x="14" y="30.5" width="17" height="4" rx="1.5"/>
      <path d="M10 39.5 C14 38.5 19 38.5 22.5 35.5 C26 38.5 31 38.5 35 39.5 L35 41 L10 41 Z"/>
      <path class="detail" d="M25.5 18.5 L20.5 25 M19 27.5 L26 27.5"/>""",
    "N": """
      <path d="M13.5 38 L33.5 38 C34 31 33 25 31 20.5 C29.5 15.5 27 11.5 22.5 9 L21.5 4.8 L18.8 8.3 L16.3 5.8 L16.3 10.6 C12.2 13.5 9.2 19.3 9.2 24 C9.2 26.4 11 27.6 12.8 26.3 C14.6 24.7 16 23.4 19.5 22.6 C19.6 26 17 29.5 13.5 33 Z"/>
      <rect x="11" y="35.5" width="24" height="4.5" rx="1.8"/>
      <circle class="eye" cx="17.6" cy="13.8" r="1.3"/>
      <path class="detail" d="M12.5 23.6 L11.2 24.4 M27.5 15.5 C30 20 31 26 30.6 34"/>""",
    "Q": """
      <path d="M11.5 33 L8.8 14.5 L13.8 25 L16 10.5 L19.6 23.8 L22.5 8.5 L25.4 23.8 L29 10.5 L31.2 25 L36.2 14.5 L33.5 33 Z"/>
      <circle cx="8.8" cy="13.2" r="2.1"/>
      <circle cx="16" cy="9.2" r="2.1"/>
      <circle cx="22.5" cy="7.2" r="2.1"/>
      <circle cx="29" cy="9.2" r="2.1"/>
      <circle cx="36.2" cy="13.2" r="2.1"/>
      <rect x="11" y="32.5" width="23" height="3.6" rx="1.3"/>
      <rect x="9.5" y="36" width="26" height="4" rx="1.6"/>""",
    "K": """
      <rect x="21" y="4.5" width="3" height="10" rx="0.6"/>
      <rect x="17.8" y="7.4" width="9.4" height="3" rx="0.6"/>
      <path d="M22.5 25.5 C20.6 21.5 20 18 22.5 14.5 C25 18 24.4 21.5 22.5 25.5 Z"/>
      <path d="M11.5 35 C10 29.5 7.5 24.5 11.5 21.3 C15 18.8 19.5 21 22.5 25.5 C25.5 21 30 18.8 33.5 21.3 C37.5 24.5 35 29.5 33.5 35 Z"/>
      <rect x="10" y="34.5" width="25" height="5.2" rx="1.8"/>
      <path class="detail" d="M12.3 30.5 C19 28.6 26 28.6 32.7 30.5"/>""",
}

STYLES = {
    "w": ("#fbfaf6", "#1f1f1f", "#1f1f1f"),
    "b": ("#2b2b2e", "#0c0c0c", "#e6e2d8"),
}

out = Path(__file__).resolve().parent.parent / "assets" / "pieces"
out.mkdir(parents=True, exist_ok=True)
for color, (fill, stroke, detail) in STYLES.items():
    for role, shape in SHAPES.items():
        svg = f"""<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 45 45">
  <style>
    g > * {{ fill: {fill}; stroke: {stroke}; stroke-width: 1.5; stroke-linejoin: round; }}
    g > .detail {{ fill: none; stroke: {detail}; stroke-width: 1.3; stroke-linecap: round; }}
    g > .eye {{ fill: {detail}; stroke: none; }}
  </style>
  <g>{shape}
  </g>
</svg>
"""
        (out / f"{color}{role}.svg").write_text(svg)
print(f"wrote {len(STYLES) * len(SHAPES)} pieces to {out}")
