#!/usr/bin/env python3
"""Makes assets/fonts/inter-latin-wght-400-800.woff2, the site's only web font, from
@fontsource-variable/inter (SIL OFL 1.1, assets/fonts/OFL.txt): the weights the CSS uses
(400-800 of the variable axis) and the characters of English and French copy. 48.3 KB
becomes 27.1 KB, the largest file a page loads before its text settles.

Run again after adding a weight or a script (needs `pip install fonttools brotli`):
    python3 scripts/subset-font.py
"""
import os

from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

SRC = 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'
OUT = 'assets/fonts/inter-latin-wght-400-800.woff2'
TMP = OUT + '.ttf'

UNICODES = [
    *range(0x20, 0x7F),  # Basic Latin
    *range(0xA0, 0x100),  # Latin-1: French accents, « », nbsp, ©, §, ×
    0x152, 0x153, 0x178,  # Œ œ Ÿ
    0x2C6, 0x2DC,
    *range(0x2010, 0x2016),  # dashes
    *range(0x2018, 0x201F),  # quotes
    0x2022, 0x2026, 0x202F, 0x2030, 0x2039, 0x203A,  # • … narrow nbsp ‰ ‹ ›
    0x20AC, 0x2122, 0x2190, 0x2191, 0x2192, 0x2193, 0x2212,  # € ™ arrows minus
]

font = instancer.instantiateVariableFont(TTFont(SRC), {'wght': (400, 800)})
font.flavor = None
font.save(TMP)

options = subset.Options()
options.flavor = 'woff2'
options.layout_features = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum', 'case']
options.name_IDs = ['*']
options.notdef_outline = True
font = TTFont(TMP)
subsetter = subset.Subsetter(options)
subsetter.populate(unicodes=UNICODES)
subsetter.subset(font)
font.flavor = 'woff2'
font.save(OUT)
os.remove(TMP)
print(OUT, os.path.getsize(OUT), 'bytes')
