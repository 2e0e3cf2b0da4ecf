"""The Incursion module (RS-INC, RS-INCPREP, RS-INCFOCUS, RS-INCCRISIS, RS-INCINST, RS-CIVDEF,
RS-INCPOP, RS-INCREGROUP, RS-INCDEPLOY, RS-INCSKIRM, RS-INCTAKE): a solo/co-op mode played
instead of the base game against the Void."""
