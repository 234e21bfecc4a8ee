"""The docked panels around the table: the inspector, the references and their explanation,
the effects, the timeline, the turn bar, the what-if summary and the scenario header.
"""
