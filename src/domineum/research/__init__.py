"""Research APIs: PettingZoo, Gymnasium and OpenSpiel adapters over any kernel game.

Needs the ``research`` extra (``pip install 'domineum[research]'``); OpenSpiel is optional
(``pip install open_spiel``). Each adapter is its own module, imported on demand.
"""
