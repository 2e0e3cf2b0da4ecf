"""The Void: the automaton of the solo and co-op games (VF-SOLO-*, the [COOP/SOLO] rules).

One concept per module: ``board`` (the Crisis board's tracks), ``alerts`` (the Alert deck and the
round's Alert, Crisis reveal), ``catastrophe``, ``growth`` (Void Growth and War resolution),
``crises`` (overcoming), ``skirmish`` (strength, targeting, the Economic track), ``harbingers``,
``erase``, ``refuges``, ``scoring`` (the Void's Influence and the victory), ``setup`` and
``extension`` (how all of it plugs into the procedure).
"""
