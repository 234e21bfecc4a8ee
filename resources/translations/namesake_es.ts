<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../sandbox/ui/shell/about_dialog.py" line="46" />
        <source>About Namesake</source>
        <translation>Acerca de Namesake</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/about_dialog.py" line="49" />
        <source>Card data</source>
        <translation>Datos de cartas</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/about_dialog.py" line="54" />
        <source>Card names and texts © Legend Story Studios (Flesh and Blood) and Wizards of the Coast (Magic: The Gathering). Namesake is not affiliated with either.</source>
        <translation>Nombres y textos de las cartas © Legend Story Studios (Flesh and Blood) y Wizards of the Coast (Magic: The Gathering). Namesake no está afiliado a ninguna de las dos.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/about_dialog.py" line="76" />
        <source>Namesake %1</source>
        <translation>Namesake %1</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/about_dialog.py" line="85" />
        <source>A board-state sandbox for card-name rulings in Flesh and Blood and Magic: The Gathering.</source>
        <translation>Una mesa de pruebas para las reglas de nombres de cartas en Flesh and Blood y Magic: The Gathering.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/about_dialog.py" line="100" />
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/about_dialog.py" line="100" />
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/about_dialog.py" line="100" />
        <source>Data</source>
        <translation>Datos</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/about_dialog.py" line="100" />
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/about_dialog.py" line="101" />
        <source>Bundled with Namesake</source>
        <translation>Incluidos con Namesake</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/about_dialog.py" line="103" />
        <source>Imported</source>
        <translation>Importados</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/about_dialog.py" line="107" />
        <source>none yet: Cards ▸ Import card data, or namesake update</source>
        <translation>ninguno todavía: Cartas ▸ Importar datos de cartas, o namesake update</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/about_dialog.py" line="131" />
        <source>Qt %1, PySide6 %2, Python %3 on %4</source>
        <translation>Qt %1, PySide6 %2, Python %3 en %4</translation>
    </message>
</context>
<context>
    <name>Accessible</name>
    <message>
        <location filename="../../sandbox/ui/board/sentences.py" line="26" />
        <source>%1's %2</source>
        <comment>a player's zone in a sentence: %1 the player, %2 the zone</comment>
        <translation>%2 de %1</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/board/sentences.py" line="35" />
        <source>hidden card</source>
        <comment>a card the viewer may not see</comment>
        <translation>carta oculta</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/board/sentences.py" line="58" />
        <source>%1 and %2</source>
        <comment>the last two of a list</comment>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/board/sentences.py" line="67" />
        <source>face down</source>
        <translation>boca abajo</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/board/sentences.py" line="69" />
        <source>token</source>
        <translation>ficha</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/board/sentences.py" line="76" />
        <source>no name now</source>
        <comment>the object has no name</comment>
        <translation>sin nombre ahora</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/board/sentences.py" line="80" />
        <source>also named %1</source>
        <translation>también llamada %1</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/board/sentences.py" line="84" />
        <source>named %1</source>
        <comment>the object's names now</comment>
        <translation>llamada %1</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/board/sentences.py" line="106" />
        <source>found by %1</source>
        <translation>encontrada por %1</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/board/sentences.py" line="112" />
        <source>missed by %1</source>
        <translation>no encontrada por %1</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/board/sentences.py" line="121" />
        <source>Arrow keys move between cards and zones, Home and End to the first and last card of a zone; Enter opens the card's menu, M moves the selected cards.</source>
        <translation>Las flechas mueven entre cartas y zonas, Inicio y Fin a la primera y la última carta de una zona; Intro abre el menú de la carta, M mueve las cartas seleccionadas.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/accessible.py" line="52" />
        <source>Card palette</source>
        <translation>Paleta de cartas</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/accessible.py" line="53" />
        <source>Find a card and add it to the table.</source>
        <translation>Busca una carta y añádela a la mesa.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/accessible.py" line="57" />
        <source>Search cards</source>
        <translation>Buscar cartas</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/accessible.py" line="58" />
        <source>Down arrow goes to the results.</source>
        <translation>La flecha abajo va a los resultados.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/accessible.py" line="62" />
        <source>Cards found</source>
        <translation>Cartas encontradas</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/accessible.py" line="63" />
        <source>Enter adds the highlighted card to the selected zone, or to the active hand.</source>
        <translation>Intro añade la carta resaltada a la zona seleccionada, o a la mano del jugador activo.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/accessible.py" line="68" />
        <source>Game of the cards</source>
        <translation>Juego de las cartas</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/accessible.py" line="71" />
        <source>Inspector</source>
        <translation>Inspector</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/accessible.py" line="72" />
        <source>The selected object: its names and why.</source>
        <translation>El objeto seleccionado: sus nombres y por qué.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/accessible.py" line="76" />
        <source>Name references</source>
        <translation>Referencias a nombres</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/accessible.py" line="77" />
        <source>Every name-using ability on the table and what it finds.</source>
        <translation>Cada habilidad que usa nombres en la mesa y lo que encuentra.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/accessible.py" line="83" />
        <source>Effects</source>
        <translation>Efectos</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/accessible.py" line="84" />
        <source>The effects on the table; Space in the first column switches one on or off.</source>
        <translation>Los efectos de la mesa; Espacio en la primera columna activa o desactiva uno.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/accessible.py" line="91" />
        <source>Timeline</source>
        <translation>Línea de tiempo</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/accessible.py" line="92" />
        <source>The steps of the table, from the first.</source>
        <translation>Los pasos de la mesa, desde el primero.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/accessible.py" line="96" />
        <source>What changed</source>
        <translation>Qué cambió</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/accessible.py" line="97" />
        <source>Names gained and lost by the last change.</source>
        <translation>Nombres obtenidos y perdidos con el último cambio.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/accessible.py" line="99" />
        <source>Turn</source>
        <translation>Turno</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/accessible.py" line="100" />
        <source>Scenario</source>
        <translation>Escenario</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/board/sentences.py" line="48" />
        <source>no cards</source>
        <comment>an empty zone</comment>
        <translation>sin cartas</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/board/sentences.py" line="50" />
        <source>1 card</source>
        <translation>1 carta</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/board/sentences.py" line="51" />
        <source>%1 cards</source>
        <translation>%1 cartas</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/board/sentences.py" line="88" />
        <source>card %1 of %2</source>
        <translation>carta %1 de %2</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/board/sentences.py" line="155" />
        <source>pitch %1</source>
        <translation>pitch %1</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/board/sentences.py" line="159" />
        <source>front face up</source>
        <translation>cara frontal arriba</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/board/sentences.py" line="162" />
        <source>face %1 up</source>
        <translation>cara %1 arriba</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/board/sentences.py" line="204" />
        <source>ability %1: %2</source>
        <comment>one of a card's abilities: %1 its number, %2 its verdict</comment>
        <translation>habilidad %1: %2</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/board/sentences.py" line="216" />
        <source>finds %1</source>
        <comment>how many objects it finds</comment>
        <translation>encuentra %1</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/board/sentences.py" line="222" />
        <source>misses %1</source>
        <comment>how many it misses</comment>
        <translation>no encuentra %1</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/accessible.py" line="50" />
        <source>Board</source>
        <comment>the table of cards; not "Table", which screen readers say of data tables</comment>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Cards on the table</source>
        <translation>Cartas de la mesa</translation>
    </message>
    <message>
        <source>Arrows move between the cards; Enter opens the card's menu.</source>
        <translation>Las flechas mueven entre las cartas; Intro abre el menú de la carta.</translation>
    </message>
    <message>
        <source>Names of the selected card</source>
        <translation>Nombres de la carta seleccionada</translation>
    </message>
    <message>
        <source>Card text</source>
        <translation>Texto de la carta</translation>
    </message>
    <message>
        <source>Search abilities</source>
        <translation>Buscar habilidades</translation>
    </message>
    <message>
        <source>Abilities and what they find</source>
        <translation>Habilidades y lo que encuentran</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Por qué</translation>
    </message>
    <message>
        <source>What the selected ability finds and misses, and why.</source>
        <translation>Lo que la habilidad seleccionada encuentra y no encuentra, y por qué.</translation>
    </message>
    <message>
        <source>Effects on the table</source>
        <translation>Efectos de la mesa</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Paso</translation>
    </message>
    <message>
        <source>Left and Right go one step back or forward.</source>
        <translation>Izquierda y Derecha van un paso atrás o adelante.</translation>
    </message>
</context>
<context>
    <name>BoardKeys</name>
    <message>
        <location filename="../../sandbox/ui/board/cursor.py" line="260" />
        <source>%1, empty</source>
        <comment>an empty zone on the table</comment>
        <translation>%1, sin cartas</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/board/cursor.py" line="308" />
        <source>Select a card on the table first.</source>
        <translation>Selecciona primero una carta de la mesa.</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <location filename="../../sandbox/ui/board/view.py" line="179" />
        <source>Reorder %1</source>
        <comment>undo text</comment>
        <translation>Reordenar %1</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/board/view.py" line="181" />
        <source>Move %1 to %2</source>
        <comment>undo text</comment>
        <translation>Mover %1 a %2</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/board/view.py" line="183" />
        <source>Move %1 objects to %2</source>
        <comment>undo text</comment>
        <translation>Mover %1 objetos a %2</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/board/view.py" line="193" />
        <source>%1 is a card of another game; this table plays %2.</source>
        <translation>%1 es una carta de otro juego; en esta mesa se juega a %2.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/board/view.py" line="201" />
        <source>The card “%1” is not in the card library.</source>
        <translation>La carta «%1» no está en la biblioteca de cartas.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/board/view.py" line="204" />
        <source>Add %1 to %2</source>
        <comment>undo text</comment>
        <translation>Añadir %1 a %2</translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <location filename="../../sandbox/ui/board/look.py" line="96" />
        <source>Face down</source>
        <translation>Boca abajo</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/board/look.py" line="97" />
        <source>∅ no name</source>
        <comment>a card that has no name now</comment>
        <translation>∅ sin nombre</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/board/look.py" line="101" />
        <source>TOKEN</source>
        <comment>marks a token on the table</comment>
        <translation>FICHA</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/board/look.py" line="116" />
        <source>Hidden from this player</source>
        <comment>tooltip of a card the viewer may not see</comment>
        <translation>Oculta para este jugador</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/board/look.py" line="148" />
        <source>Owner %1 · controlled by %2</source>
        <translation>Propietario %1 · controla %2</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/board/look.py" line="154" />
        <source>Owner %1</source>
        <translation>Propietario %1</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/board/look.py" line="162" />
        <source>Named: %1</source>
        <comment>a card name chosen for this object</comment>
        <translation>Nombrada: %1</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/board/look.py" line="166" />
        <source>(secret)</source>
        <translation>(secreto)</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/board/look.py" line="168" />
        <source>Named: (secret)</source>
        <comment>a secret chosen name the viewer can't see</comment>
        <translation>Nombrada: (secreto)</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/board/look.py" line="176" />
        <source>no name</source>
        <translation>sin nombre</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/board/look.py" line="181" />
        <source>Names: %1</source>
        <translation>Nombres: %1</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/board/scene.py" line="289" />
        <source>source</source>
        <comment>the card whose ability it is</comment>
        <translation>fuente</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/board/scene.py" line="290" />
        <source>✔ found</source>
        <comment>the ability finds this card</comment>
        <translation>✔ encontrada</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/board/scene.py" line="291" />
        <source>✘ missed</source>
        <comment>the ability does not find it</comment>
        <translation>✘ no encontrada</translation>
    </message>
</context>
<context>
    <name>CardDataActions</name>
    <message>
        <location filename="../../sandbox/ui/cards/import_actions.py" line="1"/>
        <source>Replace the imported cards?</source>
        <translation>¿Reemplazar las cartas importadas?</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/cards/import_actions.py" line="1"/>
        <source>This import would remove %1 of the %2 imported cards of its game (the file does not have them). Replace them with the file's cards?</source>
        <translation>Esta importación quitaría %1 de las %2 cartas importadas de su juego (el archivo no las tiene). ¿Reemplazarlas por las cartas del archivo?</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/cards/import_actions.py" line="56"/>
        <source>&amp;Import card data…</source>
        <translation>&amp;Importar datos de cartas…</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/cards/import_actions.py" line="60" />
        <source>&amp;Update card data from the internet…</source>
        <translation>&amp;Actualizar datos de cartas desde internet…</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/cards/import_actions.py" line="91" />
        <source>Card data (*.json *.gz *.bz2 *.xz *.zip *.csv);;All files (*)</source>
        <translation>Datos de cartas (*.json *.gz *.bz2 *.xz *.zip *.csv);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/cards/import_actions.py" line="96" />
        <source>Import card data</source>
        <translation>Importar datos de cartas</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/cards/import_actions.py" line="113" />
        <source>Importing card data</source>
        <translation>Importando datos de cartas</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/cards/import_actions.py" line="122" />
        <source>Download the card data from these addresses and import it?

%1

This can take a few minutes. The cards you have stay until the new ones are in.</source>
        <translation>¿Descargar los datos de cartas de estas direcciones e importarlos?

%1

Puede tardar unos minutos. Las cartas que ya tienes siguen ahí hasta que lleguen las nuevas.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/cards/import_actions.py" line="129" />
        <source>Update card data</source>
        <translation>Actualizar datos de cartas</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/cards/import_actions.py" line="142" />
        <source>Updating card data</source>
        <translation>Actualizando datos de cartas</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/cards/import_actions.py" line="222" />
        <source>The import stopped unexpectedly.</source>
        <translation>La importación se detuvo de forma inesperada.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/cards/import_actions.py" line="236" />
        <source>Starting…</source>
        <translation>Empezando…</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/cards/import_actions.py" line="237" />
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/cards/import_actions.py" line="256" />
        <source>Stopping…</source>
        <translation>Deteniendo…</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/cards/import_actions.py" line="280" />
        <source>Card data imported</source>
        <translation>Datos de cartas importados</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/cards/import_actions.py" line="281" />
        <source>Nothing was imported.</source>
        <translation>No se ha importado nada.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/cards/import_actions.py" line="282" />
        <source>Type a name in the card search to find the new cards.</source>
        <translation>Escribe un nombre en la búsqueda de cartas para encontrar las nuevas.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/cards/import_actions.py" line="289" />
        <source>Could not import the card data</source>
        <translation>No se pudieron importar los datos de cartas</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/cards/import_actions.py" line="291" />
        <source>The card database is unchanged.</source>
        <translation>La base de datos de cartas no ha cambiado.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/cards/import_actions.py" line="383" />
        <source>Card import stopped</source>
        <translation>Importación de cartas detenida</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/cards/import_actions.py" line="384" />
        <source>The import was cancelled.</source>
        <translation>Se canceló la importación.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/cards/import_actions.py" line="393" />
        <source>These files were imported before it stopped, and their cards stay:</source>
        <translation>Estos archivos se importaron antes de que se detuviera, y sus cartas se quedan:</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/cards/import_actions.py" line="394" />
        <source>The other files were not imported.</source>
        <translation>Los demás archivos no se importaron.</translation>
    </message>
<message>
        <location filename="../../sandbox/ui/cards/import_actions.py" line="60" />
        <source>Import card data &amp;folder…</source>
        <translation>Importar una &amp;carpeta de datos de cartas…</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/cards/import_actions.py" line="313" />
        <source>No Magic tokens came with it: import MTGJSON's token list too (choose both files at once, or Cards ▸ Import card data folder…).</source>
        <translation>No venía ninguna ficha de Magic: importa también la lista de fichas de MTGJSON (elige los dos archivos a la vez, o Cartas ▸ Importar una carpeta de datos de cartas…).</translation>
    </message>
    </context>
<context>
    <name>CardImport</name>
    <message>
        <location filename="../../sandbox/ui/cards/import_text.py" line="1"/>
        <source>%1 added, %2 changed, %3 removed.</source>
        <translation>%1 añadidas, %2 cambiadas, %3 quitadas.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/cards/import_text.py" line="38"/>
        <source>Downloading %1…</source>
        <translation>Descargando %1…</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/cards/import_text.py" line="40" />
        <source>Reading %1…</source>
        <translation>Leyendo %1…</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/cards/import_text.py" line="42" />
        <source>Reading every card's name-using abilities from its text…</source>
        <translation>Leyendo en el texto de cada carta las habilidades que usan nombres…</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/cards/import_text.py" line="46" />
        <source>Indexing the card names…</source>
        <translation>Indexando los nombres de las cartas…</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/cards/import_text.py" line="59" />
        <source>%1 of %2</source>
        <comment>amount done of a total</comment>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/cards/import_text.py" line="67" />
        <source>%1 of %2 names</source>
        <translation>%1 de %2 nombres</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/cards/import_text.py" line="69" />
        <source>%1 of %2 cards</source>
        <translation>%1 de %2 cartas</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/cards/import_text.py" line="84" />
        <source>%1 card</source>
        <translation>%1 carta</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/cards/import_text.py" line="85" />
        <source>%1 cards</source>
        <translation>%1 cartas</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/cards/import_text.py" line="88" />
        <source>%1 token</source>
        <translation>%1 ficha</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/cards/import_text.py" line="89" />
        <source>%1 tokens</source>
        <translation>%1 fichas</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/cards/import_text.py" line="92" />
        <source>%1 name</source>
        <translation>%1 nombre</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/cards/import_text.py" line="93" />
        <source>%1 names</source>
        <translation>%1 nombres</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/cards/import_text.py" line="96" />
        <source>%1 name indexed</source>
        <translation>%1 nombre indexado</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/cards/import_text.py" line="97" />
        <source>%1 names indexed</source>
        <translation>%1 nombres indexados</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/cards/import_text.py" line="109" />
        <source>%1 (%2, %3):
%4 and %5 imported in %6 (%7).</source>
        <translation>%1 (%2, %3):
%4 y %5 importadas en %6 (%7).</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/cards/import_text.py" line="121" />
        <source>Warning: %1</source>
        <translation>Aviso: %1</translation>
    </message>
</context>
<context>
    <name>CardListModel</name>
    <message>
        <location filename="../../sandbox/ui/cards/palette.py" line="64" />
        <location filename="../../sandbox/ui/cards/palette.py" line="67" />
        <source>token</source>
        <translation>ficha</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/cards/palette.py" line="68" />
        <source>name abilities encoded</source>
        <translation>habilidades de nombre codificadas</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/cards/palette.py" line="83" />
        <source>Its name-using abilities are encoded.</source>
        <translation>Sus habilidades que usan nombres están codificadas.</translation>
    </message>
</context>
<context>
    <name>CardText</name>
    <message>
        <location filename="../../sandbox/ui/cards/card_text.py" line="31" />
        <source>pitch %1</source>
        <translation>pitch %1</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/cards/card_text.py" line="33" />
        <source>cost %1</source>
        <translation>coste %1</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/cards/card_text.py" line="73" />
        <source>(no rules text)</source>
        <translation>(sin texto de reglas)</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/cards/card_text.py" line="78" />
        <source>This file’s version (used on this table):</source>
        <translation>Versión del archivo (la que usa esta mesa):</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/cards/card_text.py" line="79" />
        <source>Your card data now says:</source>
        <translation>Tus datos de cartas dicen ahora:</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/cards/card_text.py" line="90" />
        <source>In other languages:</source>
        <translation>En otros idiomas:</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/cards/card_text.py" line="94" />
        <source>Rulings:</source>
        <translation>Rulings:</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/cards/card_text.py" line="104" />
        <source>Uses names only outside the table (%1): not encoded.</source>
        <translation>Usa nombres solo fuera de la mesa (%1): no está codificada.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/cards/card_text.py" line="114" />
        <source>Name-using abilities: %1.</source>
        <translation>Habilidades que usan nombres: %1.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/cards/card_text.py" line="120" />
        <source>Uses names: not encoded, write it (click the marked text).</source>
        <translation>Usa nombres: no está codificada; escríbela (haz clic en el texto marcado).</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/cards/card_text.py" line="125" />
        <source>Its text uses no names.</source>
        <translation>Su texto no usa nombres.</translation>
    </message>
</context>
<context>
    <name>ChoiceDialog</name>
    <message>
        <location filename="../../sandbox/ui/dialogs/choice.py" line="44" />
        <source>Choose a card name for %1</source>
        <translation>Elegir un nombre de carta para %1</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/choice.py" line="47" />
        <source>Which of the object's choices this is (usually “named”).</source>
        <translation>Cuál de las elecciones del objeto es (normalmente «named»).</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/choice.py" line="51" />
        <source>Start typing a card name…</source>
        <translation>Empieza a escribir un nombre de carta…</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/choice.py" line="58" />
        <source>Secret (hidden from other players)</source>
        <translation>Secreta (oculta para los demás jugadores)</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/choice.py" line="59" />
        <source>No choice made (the choice is undefined)</source>
        <translation>Sin elegir (la elección no está definida)</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/choice.py" line="61" />
        <source>One more name under this choice (keep the earlier ones)</source>
        <translation>Un nombre más en esta elección (conserva los anteriores)</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/choice.py" line="63" />
        <source>For “choose two card names”: each name chosen counts.</source>
        <translation>Para «elige dos nombres de carta»: cuenta cada nombre elegido.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/choice.py" line="65" />
        <source>Card name:</source>
        <translation>Nombre de carta:</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/choice.py" line="66" />
        <source>Choice:</source>
        <translation>Elección:</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/choice.py" line="67" />
        <source>Chosen by:</source>
        <translation>Elegida por:</translation>
    </message>
</context>
<context>
    <name>DeckActions</name>
    <message>
        <location filename="../../sandbox/ui/dialogs/deck_actions.py" line="30" />
        <source>Import &amp;deck…</source>
        <translation>Importar &amp;mazo…</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/deck_actions.py" line="32" />
        <source>&amp;Audit deck…</source>
        <translation>A&amp;uditar mazo…</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/deck_actions.py" line="52" />
        <source>The timeline shows an earlier step: go to the last step first.</source>
        <translation>La línea de tiempo muestra un paso anterior: ve primero al último paso.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/deck_actions.py" line="63" />
        <source>Import a deck (%1 cards)</source>
        <translation>Importar un mazo (%1 cartas)</translation>
    </message>
</context>
<context>
    <name>DeckDialog</name>
    <message>
        <location filename="../../sandbox/ui/dialogs/deck.py" line="70" />
        <source>Deck</source>
        <translation>Mazo</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/deck.py" line="84" />
        <source>Paste a deck list here (MTG Arena or MTGO text, Fabrary text), or open a file.</source>
        <translation>Pega aquí una lista de mazo (texto de MTG Arena o MTGO, texto de Fabrary), o abre un archivo.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/deck.py" line="88" />
        <source>&amp;Open file…</source>
        <translation>&amp;Abrir archivo…</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/deck.py" line="91" />
        <source>Add the lines that resolve and leave out the rest</source>
        <translation>Añadir las líneas que se resuelven y omitir el resto</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/deck.py" line="101" />
        <source>either player</source>
        <translation>cualquiera de los jugadores</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/deck.py" line="102" />
        <source>you</source>
        <translation>ti</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/deck.py" line="103" />
        <source>the opponent</source>
        <translation>el oponente</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/deck.py" line="104" />
        <source>A&amp;udit</source>
        <translation>A&amp;uditar</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/deck.py" line="106" />
        <source>&amp;Save audit board…</source>
        <translation>&amp;Guardar el tablero de la auditoría…</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/deck.py" line="111" />
        <source>&amp;Add to table</source>
        <translation>Añadir a la &amp;mesa</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/deck.py" line="121" />
        <source>&amp;Player:</source>
        <translation>&amp;Jugador:</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/deck.py" line="123" />
        <source>on</source>
        <translation>sobre</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/deck.py" line="133" />
        <source>Audit: what a name effect does to this deck</source>
        <translation>Auditoría: qué le hace a este mazo un efecto de nombres</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/deck.py" line="144" />
        <source>%1 naming a card of the deck</source>
        <translation>%1 nombrando una carta del mazo</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/deck.py" line="146" />
        <source>A name sticker</source>
        <translation>Una pegatina de nombre</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/deck.py" line="148" />
        <source>Face-down cards</source>
        <translation>Cartas boca abajo</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/deck.py" line="156" />
        <source>Open deck list</source>
        <translation>Abrir lista de mazo</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/deck.py" line="158" />
        <source>Deck lists (%1)</source>
        <translation>Listas de mazo (%1)</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/deck.py" line="194" />
        <source>%1 cards read; %2 lines do not resolve:</source>
        <translation>%1 cartas leídas; %2 líneas no se resuelven:</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/deck.py" line="200" />
        <source>%1 cards, every line resolves.</source>
        <translation>%1 cartas; todas las líneas se resuelven.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/deck.py" line="236" />
        <source>Save audit board</source>
        <translation>Guardar el tablero de la auditoría</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/deck.py" line="236" />
        <source>Scenarios (*.json)</source>
        <translation>Escenarios (*.json)</translation>
    </message>
    <message>
        <source>Deck list</source>
        <translation>Lista del mazo</translation>
    </message>
    <message>
        <source>What the deck list gives</source>
        <translation>Lo que da la lista del mazo</translation>
    </message>
    <message>
        <source>Name effect to audit</source>
        <translation>Efecto de nombre que auditar</translation>
    </message>
    <message>
        <source>Aimed at</source>
        <translation>Dirigido a</translation>
    </message>
</context>
<context>
    <name>Document</name>
    <message>
        <location filename="../../sandbox/ui/document/document.py" line="157" />
        <source>The timeline shows an earlier step: go to the last step, or choose Continue from here, to change the table.</source>
        <translation>La línea de tiempo muestra un paso anterior: ve al último paso, o elige Continuar desde aquí, para cambiar la mesa.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/document/document.py" line="222" />
        <source>%1 card(s) in this file differ from your card data (errata?); the file's version is used and the inspector shows both: %2</source>
        <translation>%1 carta(s) de este archivo difieren de tus datos de cartas (¿erratas?); se usa la versión del archivo y el inspector muestra ambas: %2</translation>
    </message>
</context>
<context>
    <name>Duration</name>
    <message>
        <location filename="../../sandbox/ui/kit/labels.py" line="191" />
        <source>until end of turn</source>
        <translation>hasta el final del turno</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/kit/labels.py" line="195" />
        <source>until the start of %1's next turn</source>
        <translation>hasta el comienzo del próximo turno de %1</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/kit/labels.py" line="199" />
        <source>while %1 is in play</source>
        <translation>mientras %1 esté en juego</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/kit/labels.py" line="202" />
        <source>no end</source>
        <translation>sin final</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/kit/labels.py" line="208" />
        <source>No end</source>
        <translation>Sin final</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/kit/labels.py" line="209" />
        <source>Until end of turn</source>
        <translation>Hasta el final del turno</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/kit/labels.py" line="210" />
        <source>Until a player's next turn</source>
        <translation>Hasta el próximo turno de un jugador</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/kit/labels.py" line="211" />
        <source>While its source is in play</source>
        <translation>Mientras su fuente esté en juego</translation>
    </message>
</context>
<context>
    <name>Effect</name>
    <message>
        <location filename="../../sandbox/ui/kit/labels.py" line="176" />
        <source>Loses all names</source>
        <comment>kind of effect</comment>
        <translation>Pierde todos los nombres</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/kit/labels.py" line="177" />
        <source>Gains a name</source>
        <comment>kind of effect</comment>
        <translation>Obtiene un nombre</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/kit/labels.py" line="178" />
        <source>Name sticker</source>
        <comment>kind of effect (MTG)</comment>
        <translation>Pegatina de nombre</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/kit/labels.py" line="181" />
        <source>Copy</source>
        <comment>kind of effect (MTG)</comment>
        <translation>Copia</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/kit/labels.py" line="182" />
        <source>Name becomes</source>
        <comment>kind of effect</comment>
        <translation>El nombre pasa a ser</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/kit/labels.py" line="183" />
        <source>Gains an ability</source>
        <comment>kind of effect</comment>
        <translation>Obtiene una habilidad</translation>
    </message>
</context>
<context>
    <name>EffectDialog</name>
    <message>
        <location filename="../../sandbox/ui/dialogs/effect.py" line="110" />
        <source>(no object)</source>
        <translation>(ningún objeto)</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/effect_menu.py" line="21" />
        <source>An object gains a name</source>
        <translation>Un objeto obtiene un nombre</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/effect_menu.py" line="24" />
        <source>A name sticker</source>
        <translation>Una pegatina de nombre</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/effect_menu.py" line="25" />
        <source>An object gains an ability</source>
        <translation>Un objeto obtiene una habilidad</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/effect.py" line="76" />
        <source>And no name can be gained while it lasts</source>
        <translation>Y no se pueden obtener nombres mientras dure</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/effect.py" line="182" />
        <source>Player hit:</source>
        <translation>Jugador golpeado:</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/effect.py" line="184" />
        <source>Object:</source>
        <translation>Objeto:</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/effect_menu.py" line="20" />
        <source>An object loses all names</source>
        <translation>Un objeto pierde todos sus nombres</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/effect_menu.py" line="22" />
        <source>An object's name becomes another</source>
        <translation>El nombre de un objeto pasa a ser otro</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/effect_menu.py" line="23" />
        <source>An object becomes a copy</source>
        <translation>Un objeto se convierte en una copia</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/effect.py" line="103" />
        <source>A card name, checked by the naming rules</source>
        <translation>Un nombre de carta, comprobado con las reglas de nombres</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/effect.py" line="104" />
        <source>Any words, not checked</source>
        <translation>Cualquier texto, sin comprobar</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/effect.py" line="78" />
        <source>(the card named below)</source>
        <translation>(la carta nombrada abajo)</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/effect.py" line="188" />
        <source>Name to give:</source>
        <translation>Nombre que da:</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/effect.py" line="189" />
        <source>Kind of name:</source>
        <translation>Tipo de nombre:</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/effect.py" line="191" />
        <source>Copy of:</source>
        <translation>Copia de:</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/effect.py" line="192" />
        <source>Card to copy:</source>
        <translation>Carta que copiar:</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/effect.py" line="194" />
        <source>Ability gained:</source>
        <translation>Habilidad obtenida:</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/effect.py" line="196" />
        <source>Sticker word:</source>
        <translation>Palabra de la pegatina:</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/effect.py" line="197" />
        <source>After word number:</source>
        <translation>Tras la palabra número:</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/effect.py" line="198" />
        <source>Controller:</source>
        <translation>Controlador:</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/effect.py" line="200" />
        <source>Source object:</source>
        <translation>Objeto fuente:</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/effect.py" line="201" />
        <source>Source name:</source>
        <translation>Nombre de la fuente:</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/effect.py" line="202" />
        <source>Lasts:</source>
        <translation>Dura:</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/effect.py" line="203" />
        <source>Until the turn of:</source>
        <translation>Hasta el turno de:</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/effect.py" line="216" />
        <source>There is no object to apply it to.</source>
        <translation>No hay ningún objeto al que aplicarlo.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/effect.py" line="244" />
        <source>There is no ability on the board to give.</source>
        <translation>No hay ninguna habilidad en el tablero que dar.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/effect.py" line="258" />
        <location filename="../../sandbox/ui/dialogs/effect.py" line="276" />
        <source>Type a name.</source>
        <translation>Escribe un nombre.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/effect.py" line="267" />
        <source>Choose an object to copy, or type the name of a card.</source>
        <translation>Elige un objeto que copiar o escribe el nombre de una carta.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/effect.py" line="270" />
        <source>No card named “%1” in the card data.</source>
        <translation>Ninguna carta de los datos de cartas se llama «%1».</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/effect.py" line="283" />
        <source>name sticker</source>
        <translation>pegatina de nombre</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/effect.py" line="301" />
        <source>%1 on %2</source>
        <comment>undo text</comment>
        <translation>%1 sobre %2</translation>
    </message>
</context>
<context>
    <name>EffectMenu</name>
    <message>
        <location filename="../../sandbox/ui/dialogs/effect_menu.py" line="48" />
        <source>Card presets unavailable: %1</source>
        <translation>Efectos de cartas no disponibles: %1</translation>
    </message>
</context>
<context>
    <name>Effects</name>
    <message>
        <location filename="../../sandbox/ui/panels/effects_model.py" line="69" />
        <source>applies</source>
        <translation>se aplica</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/effects_model.py" line="106" />
        <source>can't gain names</source>
        <translation>no puede obtener nombres</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/effects_model.py" line="114" />
        <source>(secret)</source>
        <translation>(secreto)</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/effects_model.py" line="115" />
        <source>(undefined)</source>
        <translation>(sin definir)</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/effects_model.py" line="127" />
        <source>a hidden card</source>
        <translation>una carta oculta</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/effects_model.py" line="138" />
        <source>cards</source>
        <translation>cartas</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/effects_model.py" line="139" />
        <source>tokens</source>
        <translation>fichas</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/effects_model.py" line="140" />
        <source>cards and tokens</source>
        <translation>cartas y fichas</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/effects_model.py" line="144" />
        <source>owned by %1</source>
        <translation>de %1</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/effects_model.py" line="150" />
        <source>controlled by %1</source>
        <translation>controladas por %1</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/effects_model.py" line="153" />
        <source>in %1</source>
        <translation>en %1</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/effects_model.py" line="156" />
        <source>of type %1</source>
        <translation>de tipo %1</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/effects_model.py" line="160" />
        <source>not of type %1</source>
        <translation>que no son de tipo %1</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/effects_model.py" line="167" />
        <source>an opponent of %1</source>
        <translation>un oponente de %1</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/effects_model.py" line="207" />
        <source>Ends when the turn passes to the next player.</source>
        <translation>Termina cuando el turno pasa al siguiente jugador.</translation>
    </message>
</context>
<context>
    <name>EffectsModel</name>
    <message>
        <location filename="../../sandbox/ui/panels/effects_model.py" line="180" />
        <source>On</source>
        <translation>Activo</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/effects_model.py" line="181" />
        <source>Time</source>
        <comment>timestamp</comment>
        <translation>Marca</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/effects_model.py" line="182" />
        <source>Effect</source>
        <translation>Efecto</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/effects_model.py" line="183" />
        <source>Source</source>
        <comment>the effect's source, and its controller in brackets</comment>
        <translation>Fuente</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/effects_model.py" line="196" />
        <source>Source (controller): the card the effect comes from, and who controls it</source>
        <translation>Fuente (controlador): la carta de la que viene el efecto y quién lo controla</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/effects_model.py" line="184" />
        <source>Applies to</source>
        <translation>Se aplica a</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/effects_model.py" line="185" />
        <source>Until</source>
        <translation>Hasta</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/effects_model.py" line="186" />
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>on</source>
        <translation>activado</translation>
    </message>
    <message>
        <source>off</source>
        <translation>desactivado</translation>
    </message>
</context>
<context>
    <name>EffectsPanel</name>
    <message>
        <location filename="../../sandbox/ui/panels/effects.py" line="71" />
        <source>Add effect</source>
        <translation>Añadir efecto</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/effects.py" line="76" />
        <source>Switch on/off</source>
        <translation>Activar/desactivar</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/effects.py" line="78" />
        <source>Remove effect</source>
        <translation>Quitar efecto</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/effects.py" line="102" />
        <source>Turn the selected object face down or up</source>
        <translation>Poner boca abajo o boca arriba el objeto seleccionado</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/effects.py" line="104" />
        <source>A chosen name for the selected object…</source>
        <translation>Un nombre elegido para el objeto seleccionado…</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/effects.py" line="180" />
        <source>Switch on %1</source>
        <translation>Activar %1</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/effects.py" line="180" />
        <source>Switch off %1</source>
        <translation>Desactivar %1</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/effects.py" line="194" />
        <source>Remove effect %1</source>
        <translation>Quitar el efecto %1</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/effects.py" line="200" />
        <location filename="../../sandbox/ui/panels/effects.py" line="209" />
        <source>Select an object on the table first.</source>
        <translation>Primero selecciona un objeto de la mesa.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/effects.py" line="218" />
        <source>Choose a name for %1</source>
        <translation>Elegir un nombre para %1</translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <location filename="../../sandbox/ui/panels/explain.py" line="30" />
        <location filename="../../sandbox/ui/panels/explain.py" line="107" />
        <source>a hidden card in %1</source>
        <translation>una carta oculta en %1</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/explain.py" line="48" />
        <source>This ability is on a card this player may not see.</source>
        <translation>Esta habilidad está en una carta que este jugador no puede ver.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/explain.py" line="61" />
        <source>Use: %1</source>
        <translation>Uso: %1</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/explain.py" line="70" />
        <source>Finds</source>
        <translation>Encuentra</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/explain.py" line="75" />
        <source>Does not find</source>
        <translation>No encuentra</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/explain.py" line="81" />
        <source>Rulings:</source>
        <translation>Rulings:</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/explain.py" line="109" />
        <source>%n hidden cards in %1</source>
        <translation>%n cartas ocultas en %1</translation>
    </message>
    <message>
        <location filename="../../work/wt-targetsui/sandbox/ui/panels/explain.py" line="139" />
        <source>Set targets…</source>
        <translation>Fijar objetivos…</translation>
    </message>
    <message>
        <location filename="../../work/wt-targetsui/sandbox/ui/panels/explain.py" line="140" />
        <source>Set links…</source>
        <translation>Fijar vínculos…</translation>
    </message>
</context>
<context>
    <name>FileActions</name>
    <message>
        <location filename="../../sandbox/ui/document/file_actions.py" line="1"/>
        <source>this is one of Namesake's own files; save the table somewhere else</source>
        <translation>es uno de los archivos propios de Namesake; guarda la mesa en otro lugar</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/document/file_actions.py" line="41"/>
        <source>Namesake scenario (*.namesake.json *.json);;All files (*)</source>
        <translation>Escenario de Namesake (*.namesake.json *.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/document/file_actions.py" line="49" />
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/document/file_actions.py" line="50" />
        <source>The table has unsaved changes. Save them first?</source>
        <translation>La mesa tiene cambios sin guardar. ¿Guardarlos antes?</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/document/file_actions.py" line="66" />
        <source>New table</source>
        <translation>Mesa nueva</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/document/file_actions.py" line="74" />
        <source>Open scenario</source>
        <translation>Abrir escenario</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/document/file_actions.py" line="86" />
        <source>Could not open the scenario</source>
        <translation>No se pudo abrir el escenario</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/document/file_actions.py" line="111" />
        <source>Save scenario as</source>
        <translation>Guardar escenario como</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/document/file_actions.py" line="126" />
        <source>Could not save the scenario</source>
        <translation>No se pudo guardar el escenario</translation>
    </message>
</context>
<context>
    <name>Findings</name>
    <message>
        <location filename="../../sandbox/ui/panels/findings_model.py" line="46" />
        <source>a hidden card</source>
        <translation>una carta oculta</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/findings_model.py" line="47" />
        <source>(hidden)</source>
        <translation>(oculta)</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/findings_model.py" line="58" />
        <source>hidden</source>
        <translation>oculta</translation>
    </message>
</context>
<context>
    <name>FindingsFilter</name>
    <message>
        <location filename="../../sandbox/ui/panels/findings_filter.py" line="64" />
        <source>Only fails</source>
        <translation>Solo los que fallan</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/findings_filter.py" line="66" />
        <source>Only the selected object</source>
        <translation>Solo el objeto seleccionado</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/findings_filter.py" line="69" />
        <source>Its own abilities, and the abilities that find or miss it</source>
        <translation>Sus propias habilidades, y las habilidades que lo encuentran o no lo encuentran</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/findings_filter.py" line="75" />
        <source>Search abilities…</source>
        <translation>Buscar habilidades…</translation>
    </message>
</context>
<context>
    <name>FindingsModel</name>
    <message>
        <location filename="../../sandbox/ui/panels/findings_model.py" line="89" />
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/findings_model.py" line="89" />
        <source>Use</source>
        <translation>Uso</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/findings_model.py" line="89" />
        <source>Source</source>
        <translation>Fuente</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/findings_model.py" line="89" />
        <source>Ability</source>
        <translation>Habilidad</translation>
    </message>
</context>
<context>
    <name>GalleryDialog</name>
    <message>
        <location filename="../../sandbox/ui/dialogs/gallery.py" line="126" />
        <source>Examples</source>
        <translation>Ejemplos</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/gallery.py" line="134" />
        <source>Filter by title or ruling id…</source>
        <translation>Filtrar por título o id de resolución…</translation>
    </message>
    <message>
        <source>Filter the examples</source>
        <translation>Filtrar los ejemplos</translation>
    </message>
</context>
<context>
    <name>GalleryModel</name>
    <message>
        <location filename="../../sandbox/ui/dialogs/gallery.py" line="101" />
        <source>Rulings</source>
        <translation>Rulings</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/gallery.py" line="101" />
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/gallery.py" line="101" />
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/gallery.py" line="101" />
        <source>File</source>
        <translation>Archivo</translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <location filename="../../sandbox/ui/kit/labels.py" line="73" />
        <source>Flesh and Blood</source>
        <comment>game name</comment>
        <translation>Flesh and Blood</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/kit/labels.py" line="74" />
        <source>Magic: The Gathering</source>
        <comment>game name</comment>
        <translation>Magic: The Gathering</translation>
    </message>
</context>
<context>
    <name>Inspector</name>
    <message>
        <location filename="../../sandbox/ui/panels/inspector.py" line="1"/>
        <source>“%1” has characters that look like others: %2</source>
        <translation>«%1» tiene caracteres que parecen otros: %2</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/inspector.py" line="61"/>
        <source>Face down</source>
        <translation>Boca abajo</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/inspector.py" line="64" />
        <location filename="../../sandbox/ui/panels/inspector.py" line="303" />
        <source>Face:</source>
        <translation>Cara:</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/inspector.py" line="65" />
        <source>Choose a name…</source>
        <translation>Elegir un nombre…</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/inspector.py" line="67" />
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/inspector.py" line="100" />
        <source>Owner:</source>
        <translation>Propietario:</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/inspector.py" line="101" />
        <source>Controller:</source>
        <translation>Controlador:</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/inspector.py" line="112" />
        <source>&lt;b&gt;Names&lt;/b&gt;</source>
        <translation>&lt;b&gt;Nombres&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/inspector.py" line="164" />
        <source>&lt;b&gt;Hidden card&lt;/b&gt;&lt;br&gt;This player may not see it.</source>
        <translation>&lt;b&gt;Carta oculta&lt;/b&gt;&lt;br&gt;Este jugador no puede verla.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/inspector.py" line="172" />
        <source>&lt;i&gt;Select a card on the table to inspect its names.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Selecciona una carta de la mesa para ver sus nombres.&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/inspector.py" line="182" />
        <source>%1 of %2</source>
        <comment>zone of player</comment>
        <translation>%1 de %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../sandbox/ui/panels/inspector.py" line="187" />
        <source>%n objects selected; changes apply to all of them.</source>
        <translation>
            <numerusform>%n objeto seleccionado; los cambios se le aplican.</numerusform>
            <numerusform>%n objetos seleccionados; los cambios se aplican a todos.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/inspector.py" line="188" />
        <source> · token</source>
        <translation> · ficha</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/inspector.py" line="199" />
        <source>Triggered by: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Disparada por: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/inspector.py" line="200" />
        <source>Exiled with it (linked): &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Exiliada con ella (vinculada): &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/inspector.py" line="201" />
        <source>Revealed by it: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Revelada por ella: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/inspector.py" line="209" />
        <source>(hidden)</source>
        <translation>(oculta)</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/inspector.py" line="219" />
        <source>&lt;b&gt;No name&lt;/b&gt;, because:</source>
        <translation>&lt;b&gt;Sin nombre&lt;/b&gt;, porque:</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/inspector.py" line="222" />
        <source>(undefined)</source>
        <translation>(sin definir)</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/inspector.py" line="224" />
        <source>(secret)</source>
        <translation>(secreto)</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/inspector.py" line="226" />
        <source>, secret</source>
        <translation>, en secreto</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/inspector.py" line="228" />
        <source>Choice “%1”: &lt;b&gt;%2&lt;/b&gt; (chosen by %3%4)</source>
        <translation>Elección «%1»: &lt;b&gt;%2&lt;/b&gt; (elegida por %3%4)</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/inspector.py" line="239" />
        <source>Your card data words this card otherwise; this table uses the file’s.</source>
        <translation>Tus datos de cartas redactan esta carta de otra forma; esta mesa usa la del archivo.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/inspector.py" line="277" />
        <source>Write an ability for %1</source>
        <comment>undo text</comment>
        <translation>Escribir una habilidad para %1</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/inspector.py" line="290" />
        <source>Objects in this zone have no controller.</source>
        <translation>Los objetos de esta zona no tienen controlador.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/inspector.py" line="359" />
        <source>none (no pitch)</source>
        <translation>ninguno (sin pitch)</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/inspector.py" line="298" />
        <source>Pitch:</source>
        <translation>Pitch:</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/inspector.py" line="305" />
        <source>Both halves</source>
        <translation>Ambas mitades</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/inspector.py" line="349" />
        <source>Choose a name for %1</source>
        <comment>undo text</comment>
        <translation>Elegir un nombre para %1</translation>
    </message>
    <message>
        <location filename="../../work/wt-targetsui/sandbox/ui/panels/inspector.py" line="80" />
        <source>Targets…</source>
        <translation>Objetivos…</translation>
    </message>
    <message>
        <location filename="../../work/wt-targetsui/sandbox/ui/panels/inspector.py" line="82" />
        <source>What the selected object targets (Ctrl+Shift+T)</source>
        <translation>A qué hace objetivo el objeto seleccionado (Ctrl+Mayús+T)</translation>
    </message>
    <message>
        <location filename="../../work/wt-targetsui/sandbox/ui/panels/inspector.py" line="84" />
        <source>Links…</source>
        <translation>Vínculos…</translation>
    </message>
    <message>
        <location filename="../../work/wt-targetsui/sandbox/ui/panels/inspector.py" line="87" />
        <source>The objects the selected object is linked to (Ctrl+Shift+L)</source>
        <translation>Los objetos con los que está vinculado el objeto seleccionado (Ctrl+Mayús+L)</translation>
    </message>
    <message>
        <location filename="../../work/wt-targetsui/sandbox/ui/panels/inspector.py" line="242" />
        <source>Targets: %1</source>
        <translation>Objetivos: %1</translation>
    </message>
</context>
<context>
    <name>Keyboard</name>
    <message>
        <location filename="../../sandbox/ui/shell/keyboard.py" line="66" />
        <source>&amp;Move selected to…</source>
        <translation>&amp;Mover la selección a…</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/keyboard.py" line="70" />
        <source>Object &amp;menu</source>
        <translation>Menú del &amp;objeto</translation>
    </message>
    <message>
        <location filename="../../work/wt-targetsui/sandbox/ui/shell/keyboard.py" line="77" />
        <source>&amp;Targets of selected…</source>
        <translation>&amp;Objetivos del seleccionado…</translation>
    </message>
    <message>
        <location filename="../../work/wt-targetsui/sandbox/ui/shell/keyboard.py" line="81" />
        <source>&amp;Links of selected…</source>
        <translation>&amp;Vínculos del seleccionado…</translation>
    </message>
    <message>
        <location filename="../../work/wt-targetsui/sandbox/ui/shell/keyboard.py" line="102" />
        <source>Select a card on the table first.</source>
        <translation>Selecciona primero una carta de la mesa.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../sandbox/ui/shell/main_window.py" line="187" />
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/main_window.py" line="189" />
        <source>Inspector</source>
        <translation>Inspector</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/main_window.py" line="192" />
        <source>Name references</source>
        <translation>Referencias a nombres</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/main_window.py" line="195" />
        <source>Effects</source>
        <translation>Efectos</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/main_window.py" line="208" />
        <source>Timeline</source>
        <translation>Línea de tiempo</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/main_window.py" line="209" />
        <source>What changed</source>
        <translation>Qué cambió</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/main_window.py" line="238" />
        <source>&amp;New…</source>
        <translation>&amp;Nueva…</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/main_window.py" line="239" />
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/main_window.py" line="240" />
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/main_window.py" line="241" />
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/main_window.py" line="242" />
        <source>&amp;Examples…</source>
        <translation>&amp;Ejemplos…</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/main_window.py" line="243" />
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/main_window.py" line="244" />
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/main_window.py" line="246" />
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/main_window.py" line="249" />
        <source>&amp;Remove selected</source>
        <translation>&amp;Quitar lo seleccionado</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/main_window.py" line="251" />
        <source>&amp;Next turn</source>
        <translation>&amp;Siguiente turno</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/main_window.py" line="252" />
        <source>&amp;Judge view</source>
        <translation>Vista de &amp;juez</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/main_window.py" line="254" />
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/main_window.py" line="257" />
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/main_window.py" line="267" />
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/main_window.py" line="274" />
        <source>&amp;Table</source>
        <translation>&amp;Mesa</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/main_window.py" line="276" />
        <source>Add &amp;effect</source>
        <translation>Añadir &amp;efecto</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/main_window.py" line="279" />
        <source>&amp;Properties…</source>
        <translation>&amp;Propiedades…</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/main_window.py" line="286" />
        <source>&amp;Cards</source>
        <translation>&amp;Cartas</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/main_window.py" line="287" />
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/main_window.py" line="293" />
        <source>Zoom &amp;in</source>
        <translation>&amp;Acercar</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/main_window.py" line="297" />
        <source>Zoom &amp;out</source>
        <translation>A&amp;lejar</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/main_window.py" line="301" />
        <source>&amp;Whole table</source>
        <translation>&amp;Toda la mesa</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/main_window.py" line="307" />
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/main_window.py" line="308" />
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/main_window.py" line="309" />
        <source>&amp;About Namesake</source>
        <translation>&amp;Acerca de Namesake</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/main_window.py" line="314" />
        <source>Main</source>
        <translation>Principal</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/main_window.py" line="404" />
        <source>Untitled</source>
        <translation>Sin título</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/main_window.py" line="417" />
        <source>Clear the list</source>
        <translation>Vaciar la lista</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/main_window.py" line="472" />
        <source>The timeline shows an earlier step: go to the last step first.</source>
        <translation>La línea de tiempo muestra un paso anterior: ve primero al último paso.</translation>
    </message>
</context>
<context>
    <name>MoveDialog</name>
    <message>
        <location filename="../../sandbox/ui/dialogs/move.py" line="73" />
        <source>Move to</source>
        <translation>Mover a</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/move.py" line="78" />
        <source>Type part of a zone or player name…</source>
        <translation>Escribe parte del nombre de una zona o de un jugador…</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/move.py" line="79" />
        <source>Zone search</source>
        <translation>Buscar zona</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/move.py" line="83" />
        <source>Zones</source>
        <translation>Zonas</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/move.py" line="91" />
        <source>&amp;Zone:</source>
        <translation>&amp;Zona:</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/move.py" line="112" />
        <source>On &amp;top</source>
        <translation>En la parte &amp;superior</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/move.py" line="114" />
        <source>At the &amp;bottom</source>
        <translation>En el &amp;fondo</translation>
    </message>
    <message>
        <source>%1, %2 of %3</source>
        <translation>%1, %2 de %3</translation>
    </message>
    <message>
        <source>No zone matches “%1”.</source>
        <translation>Ninguna zona coincide con «%1».</translation>
    </message>
</context>
<context>
    <name>Name</name>
    <message>
        <location filename="../../sandbox/ui/kit/labels.py" line="139" />
        <source>printed</source>
        <comment>origin of a name: printed on the card</comment>
        <translation>impreso</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/kit/labels.py" line="142" />
        <source>copied</source>
        <comment>origin of a name: from a copy effect</comment>
        <translation>copiado</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/kit/labels.py" line="145" />
        <source>sticker</source>
        <comment>origin of a name: a name sticker</comment>
        <translation>pegatina</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/kit/labels.py" line="148" />
        <source>gained</source>
        <comment>origin of a name: given by an effect</comment>
        <translation>obtenido</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/kit/labels.py" line="158" />
        <source>current</source>
        <comment>status of a name: the object has it now</comment>
        <translation>actual</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/kit/labels.py" line="161" />
        <source>lost</source>
        <comment>status of a name: taken away by an effect</comment>
        <translation>perdido</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/kit/labels.py" line="164" />
        <source>blocked</source>
        <comment>status of a name: could not be gained</comment>
        <translation>bloqueado</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/kit/labels.py" line="167" />
        <source>replaced</source>
        <comment>status of a name: changed by a sticker</comment>
        <translation>sustituido</translation>
    </message>
</context>
<context>
    <name>NameTableModel</name>
    <message>
        <location filename="../../sandbox/ui/panels/names_model.py" line="55" />
        <source>moniker</source>
        <comment>a short form of a personal name (FaB)</comment>
        <translation>apodo</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/names_model.py" line="68" />
        <source>lost to %1</source>
        <translation>perdido por %1</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/names_model.py" line="69" />
        <source>blocked by %1</source>
        <translation>bloqueado por %1</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/names_model.py" line="70" />
        <source>changed by %1</source>
        <translation>cambiado por %1</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/names_model.py" line="86" />
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/names_model.py" line="87" />
        <source>How</source>
        <comment>where a name comes from and what became of it</comment>
        <translation>Cómo</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/names_model.py" line="88" />
        <source>Because of</source>
        <translation>Por</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/names_model.py" line="89" />
        <source>Until</source>
        <translation>Hasta</translation>
    </message>
</context>
<context>
    <name>Naming</name>
    <message>
        <location filename="../../sandbox/ui/cards/source.py" line="197" />
        <source>Type the name of a card.</source>
        <translation>Escribe el nombre de una carta.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/cards/source.py" line="225" />
        <source>“%1” is only a token's name; a token's name may be chosen only if a card has it [F13, M1].</source>
        <translation>«%1» solo es el nombre de una ficha; el nombre de una ficha solo puede elegirse si una carta lo tiene [F13, M1].</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/cards/source.py" line="236" />
        <source>“%1” could mean several cards; name one that only it can mean [F14]: %2</source>
        <translation>«%1» podría referirse a varias cartas; nombra una que solo pueda referirse a ella [F14]: %2</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/cards/source.py" line="242" />
        <source>No card is named “%1” in the card library [F12, M1].</source>
        <translation>Ninguna carta de la biblioteca se llama «%1» [F12, M1].</translation>
    </message>
</context>
<context>
    <name>NewDialog</name>
    <message>
        <location filename="../../sandbox/ui/dialogs/new_table.py" line="51" />
        <source>New table</source>
        <translation>Mesa nueva</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/new_table.py" line="59" />
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/new_table.py" line="63" />
        <source>Game:</source>
        <translation>Juego:</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/new_table.py" line="64" />
        <source>Players:</source>
        <translation>Jugadores:</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/new_table.py" line="68" />
        <source>hero (optional)</source>
        <translation>héroe (opcional)</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/new_table.py" line="69" />
        <source>Player %1:</source>
        <translation>Jugador %1:</translation>
    </message>
<message>
        <location filename="../../sandbox/ui/dialogs/new_table.py" line="108" />
        <source>hero (optional; type to complete)</source>
        <translation>héroe (opcional; escribe para completar)</translation>
    </message>
        <message>
        <source>Hero of player %1</source>
        <translation>Héroe del jugador %1</translation>
    </message>
</context>
<context>
    <name>ObjectActions</name>
    <message>
        <location filename="../../sandbox/ui/document/object_actions.py" line="34" />
        <source>%1 objects</source>
        <translation>%1 objetos</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/document/object_actions.py" line="39" />
        <source>Make %1 the owner of %2</source>
        <comment>undo text</comment>
        <translation>Hacer a %1 propietario de %2</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/document/object_actions.py" line="46" />
        <source>Give control of %2 to %1</source>
        <comment>undo text</comment>
        <translation>Dar el control de %2 a %1</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/document/object_actions.py" line="54" />
        <source>Turn %1 face down</source>
        <comment>undo text</comment>
        <translation>Poner %1 boca abajo</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/document/object_actions.py" line="56" />
        <source>Turn %1 face up</source>
        <comment>undo text</comment>
        <translation>Poner %1 boca arriba</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/document/object_actions.py" line="63" />
        <source>Turn %1 to another face</source>
        <comment>undo text</comment>
        <translation>Girar %1 a otra cara</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/document/object_actions.py" line="73" />
        <source>Remove %1</source>
        <comment>undo text</comment>
        <translation>Quitar %1</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/document/object_actions.py" line="88" />
        <source>Move %1 to %2</source>
        <comment>undo text</comment>
        <translation>Mover %1 a %2</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/document/object_actions.py" line="99" />
        <source>Make %1 pitch %2</source>
        <comment>undo text</comment>
        <translation>Poner %1 con pitch %2</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/object_menu.py" line="140" />
        <source>Choose a name for %1</source>
        <comment>undo text</comment>
        <translation>Elegir un nombre para %1</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/object_menu.py" line="163" />
        <source>Write an ability for %1</source>
        <comment>undo text</comment>
        <translation>Escribir una habilidad para %1</translation>
    </message>
</context>
<context>
    <name>ObjectMenu</name>
    <message>
        <location filename="../../sandbox/ui/dialogs/object_menu.py" line="46" />
        <source>Owner</source>
        <translation>Propietario</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/object_menu.py" line="48" />
        <source>Controller</source>
        <translation>Controlador</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/object_menu.py" line="51" />
        <source>Face down</source>
        <translation>Boca abajo</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/object_menu.py" line="60" />
        <source>Choose a name…</source>
        <translation>Elegir un nombre…</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/object_menu.py" line="62" />
        <source>Write a name ability…</source>
        <translation>Escribir una habilidad de nombre…</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/object_menu.py" line="64" />
        <source>Add effect</source>
        <translation>Añadir efecto</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/object_menu.py" line="67" />
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/object_menu.py" line="88" />
        <source>Pitch</source>
        <translation>Pitch</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/object_menu.py" line="99" />
        <source>Face</source>
        <translation>Cara</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/object_menu.py" line="100" />
        <source>Both halves</source>
        <translation>Ambas mitades</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/object_menu.py" line="111" />
        <source>Move to</source>
        <translation>Mover a</translation>
    </message>
    <message>
        <source>Menu of %1 cards</source>
        <translation>Menú de %1 cartas</translation>
    </message>
    <message>
        <source>Menu of %1</source>
        <translation>Menú de %1</translation>
    </message>
    <message>
        <source>a hidden card</source>
        <translation>una carta oculta</translation>
    </message>
    <message>
        <location filename="../../work/wt-targetsui/sandbox/ui/dialogs/object_menu.py" line="69" />
        <source>Targets…</source>
        <translation>Objetivos…</translation>
    </message>
    <message>
        <location filename="../../work/wt-targetsui/sandbox/ui/dialogs/object_menu.py" line="74" />
        <source>Links…</source>
        <translation>Vínculos…</translation>
    </message>
</context>
<context>
    <name>Origin</name>
    <message>
        <location filename="../../sandbox/ui/kit/labels.py" line="96" />
        <source>curated</source>
        <comment>an ability hand-encoded and tested in the bundled library</comment>
        <translation>curada</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/kit/labels.py" line="99" />
        <source>derived</source>
        <comment>an ability translated from the card's text with confidence</comment>
        <translation>derivada</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/kit/labels.py" line="102" />
        <source>⚠ check this</source>
        <comment>an ability approximately translated: a judge should check</comment>
        <translation>⚠ revísala</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/kit/labels.py" line="105" />
        <source>written</source>
        <comment>an ability a judge wrote</comment>
        <translation>escrita</translation>
    </message>
</context>
<context>
    <name>Palette</name>
    <message>
        <location filename="../../sandbox/ui/cards/palette.py" line="123" />
        <source>Search cards…</source>
        <translation>Buscar cartas…</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/cards/palette.py" line="142" />
        <source>Drag a card onto a zone. ◆: its name abilities are encoded.</source>
        <translation>Arrastra una carta a una zona. ◆: sus habilidades de nombre están codificadas.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../sandbox/ui/cards/palette.py" line="175" />
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/cards/palette.py" line="183" />
        <source>No card matches “%1” in your card data.</source>
        <translation>Ninguna carta coincide con «%1» en tus datos de cartas.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/cards/palette.py" line="186" />
        <source>“%1” is not in your card data, which holds only the bundled library: import the full card data (Cards › Import… or Cards › Update) to find any card.</source>
        <translation>«%1» no está en tus datos de cartas, que solo tienen la biblioteca incluida: importa los datos completos (Cartas › Importar… o Cartas › Actualizar) para encontrar cualquier carta.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/cards/palette.py" line="198" />
        <source>%1 is a card of another game; this table plays %2.</source>
        <translation>%1 es una carta de otro juego; en esta mesa se juega a %2.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/cards/palette.py" line="207" />
        <source>Add %1 to %2</source>
        <comment>undo text</comment>
        <translation>Añadir %1 a %2</translation>
    </message>
<message>
        <location filename="../../sandbox/ui/cards/palette.py" line="194" />
        <source>%1 cards in your card data: type a name to search them all.</source>
        <translation>%1 cartas en tus datos de cartas: escribe un nombre para buscar entre todas.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/cards/palette.py" line="196" />
        <source>%1 cards in the bundled library: type a name to search.</source>
        <translation>%1 cartas en la biblioteca incluida: escribe un nombre para buscar.</translation>
    </message>
        <message>
        <source>Game:</source>
        <translation>Juego:</translation>
    </message>
</context>
<context>
    <name>Presentation</name>
    <message>
        <location filename="../../sandbox/ui/sharing/presentation.py" line="143" />
        <source>Untitled table</source>
        <translation>Mesa sin título</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/sharing/presentation.py" line="145" />
        <source>Turn %1 · %2</source>
        <translation>Turno %1 · %2</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/sharing/presentation.py" line="157" />
        <source>Select an ability to explain it here.</source>
        <translation>Selecciona una habilidad para explicarla aquí.</translation>
    </message>
</context>
<context>
    <name>PropertiesDialog</name>
    <message>
        <location filename="../../sandbox/ui/dialogs/properties.py" line="40" />
        <source>Change the table's properties</source>
        <translation>Cambiar las propiedades de la mesa</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/properties.py" line="82" />
        <source>Table properties</source>
        <translation>Propiedades de la mesa</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/properties.py" line="87" />
        <source>English (the file's own)</source>
        <translation>Inglés (el del archivo)</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/properties.py" line="94" />
        <source>e.g. F10, F11</source>
        <translation>p. ej. F10, F11</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/properties.py" line="97" />
        <source>&amp;Rulings</source>
        <translation>&amp;Rulings</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/properties.py" line="110" />
        <source>“%1” is not a ruling id (such as F10 or M0a).</source>
        <translation>«%1» no es un identificador de ruling (como F10 o M0a).</translation>
    </message>
    <message>
        <source>Title and description by language</source>
        <translation>Título y descripción por idioma</translation>
    </message>
</context>
<context>
    <name>ReferenceDialog</name>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="89" />
        <source>A name ability for %1</source>
        <translation>Una habilidad de nombre para %1</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="93" />
        <source>The ability as printed, e.g. “Crouching Tigers you control get +1”</source>
        <translation>La habilidad tal como está impresa, p. ej. «Crouching Tigers you control get +1»</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="98" />
        <source>Every object with this card (all copies; saved with the file)</source>
        <translation>Todos los objetos con esta carta (todas las copias; se guarda con el archivo)</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="107" />
        <source>these names</source>
        <translation>estos nombres</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="108" />
        <source>the chosen name</source>
        <translation>el nombre elegido</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="109" />
        <source>the same name as a related object</source>
        <translation>el mismo nombre que un objeto relacionado</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="110" />
        <source>a name shared within the group</source>
        <translation>un nombre compartido dentro del grupo</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="111" />
        <source>no name (every object of the group)</source>
        <translation>ningún nombre (todo objeto del grupo)</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="118" />
        <source>its target</source>
        <translation>su objetivo</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="119" />
        <source>the object that triggered it</source>
        <translation>el objeto que la disparó</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="120" />
        <source>a card exiled with it (linked)</source>
        <translation>una carta exiliada con ella (vinculada)</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="121" />
        <source>the card it revealed, milled or looked at</source>
        <translation>la carta que reveló, molió o miró</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="126" />
        <source>Names, separated by commas</source>
        <translation>Nombres, separados por comas</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="129" />
        <source>whole name</source>
        <translation>nombre completo</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="130" />
        <source>moniker</source>
        <translation>apodo</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="131" />
        <source>part of a name</source>
        <translation>parte de un nombre</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="134" />
        <source>Needs every name (not just one)</source>
        <translation>Necesita todos los nombres (no solo uno)</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="135" />
        <source>Also its own printed name, used as an identifier (F7)</source>
        <translation>También su propio nombre impreso, usado como identificador (F7)</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="136" />
        <source>Not named: objects with none of these names</source>
        <translation>Que no se llamen así: objetos sin ninguno de estos nombres</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="140" />
        <source>Every name chosen under this key counts (“choose two card names”).</source>
        <translation>Cuenta cada nombre elegido con esta clave («elige dos nombres de carta»).</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="148" />
        <source>any player (each player, a target hero…)</source>
        <translation>cualquier jugador (cada jugador, un héroe objetivo…)</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="149" />
        <location filename="../../sandbox/ui/dialogs/reference.py" line="425" />
        <source>its owner</source>
        <translation>su propietario</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="167" />
        <source>cards and tokens</source>
        <translation>cartas y fichas</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="168" />
        <source>cards</source>
        <translation>cartas</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="169" />
        <source>tokens</source>
        <translation>fichas</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="172" />
        <source>Not the object itself</source>
        <translation>No el propio objeto</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="175" />
        <source>all</source>
        <translation>todas</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="176" />
        <source>Works only while its source is in play</source>
        <translation>Solo funciona mientras su fuente está en juego</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="178" />
        <source>Works outside the game (a deck rule, Specialization)</source>
        <translation>Funciona fuera de la partida (regla de mazo, Specialization)</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="183" />
        <source>Judged on the objects as printed, with no in-game effect (FaB 1.7.4d, MTG 113.6n)</source>
        <translation>Se juzga sobre los objetos tal como están impresos, sin ningún efecto de la partida (FaB 1.7.4d, MTG 113.6n)</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="179" />
        <source>Target numbers, e.g. 1, 2 (MTG 115.1)</source>
        <translation>Números de objetivo, p. ej. 1, 2 (MTG 115.1)</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="181" />
        <source>A targeting requirement: these targets must be among the objects it looks at</source>
        <translation>Un requisito de objetivo: estos objetivos deben estar entre los objetos que mira</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="204" />
        <source>Arena</source>
        <translation>Arena</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="209" />
        <source>anyone</source>
        <translation>cualquiera</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="213" />
        <source>the player it targets</source>
        <translation>el jugador objetivo</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="213" />
        <source>its target&apos;s controller</source>
        <translation>el controlador de su objetivo</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="213" />
        <source>its target&apos;s owner</source>
        <translation>el propietario de su objetivo</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="213" />
        <source>the controller of what triggered it</source>
        <translation>el controlador de lo que lo disparó</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="213" />
        <source>the owner of what triggered it</source>
        <translation>el propietario de lo que lo disparó</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="241" />
        <source>Requirement for targets:</source>
        <translation>Requisito para los objetivos:</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="338" />
        <source>Target numbers are whole numbers from 1, separated by commas.</source>
        <translation>Los números de objetivo son enteros desde 1, separados por comas.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="395" />
        <source>as written (%1)</source>
        <translation>como está escrito (%1)</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="431" />
        <source>every zone</source>
        <translation>todas las zonas</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="432" />
        <source>public zones</source>
        <translation>zonas públicas</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="433" />
        <source>hidden zones</source>
        <translation>zonas ocultas</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="146" />
        <location filename="../../sandbox/ui/dialogs/reference.py" line="210" />
        <source>its controller</source>
        <translation>su controlador</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="147" />
        <location filename="../../sandbox/ui/dialogs/reference.py" line="211" />
        <source>an opponent</source>
        <translation>un oponente</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="218" />
        <source>Rules text:</source>
        <translation>Texto de reglas:</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="219" />
        <source>Use selection</source>
        <translation>Usar la selección</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="222" />
        <source>Text:</source>
        <translation>Texto:</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="223" />
        <source>Use:</source>
        <translation>Uso:</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="224" />
        <source>Looks for:</source>
        <translation>Busca:</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="225" />
        <source>Names:</source>
        <translation>Nombres:</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="226" />
        <source>Compared by:</source>
        <translation>Compara por:</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="230" />
        <source>Compared with:</source>
        <translation>Comparado con:</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="268" />
        <source>Once it changes:</source>
        <translation>Si cambia:</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="223" />
        <source>rules: as it last existed if it left its zone (608.2h)</source>
        <translation>reglas: última información conocida si dejó su zona (608.2h)</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="225" />
        <source>always as it is now</source>
        <translation>siempre tal como es ahora</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="226" />
        <source>as it was when related, even if turned over</source>
        <translation>tal como era al relacionarse, aunque se diera la vuelta</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="232" />
        <source>If the object it compares with has left its zone, or been turned face up or down, since it was related: the names it is compared by.</source>
        <translation>Si el objeto con que compara ha dejado su zona, o se ha puesto boca arriba o boca abajo, desde que se relacionó: los nombres por los que se compara.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="231" />
        <source>Choice:</source>
        <translation>Elección:</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="232" />
        <source>Creates:</source>
        <translation>Crea:</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="233" />
        <source>Created for:</source>
        <translation>Creado para:</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="234" />
        <source>Among zones:</source>
        <translation>Entre las zonas:</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="235" />
        <source>Owned by:</source>
        <translation>Propietario:</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="236" />
        <source>Controlled by:</source>
        <translation>Controlador:</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="240" />
        <source>In the zones of:</source>
        <translation>En las zonas de:</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="240" />
        <source>Not of type:</source>
        <translation>Que no sean de tipo:</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="240" />
        <source>e.g. land, creature (“nonland”)</source>
        <translation>p. ej. land, creature («nonland»)</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="237" />
        <source>Objects:</source>
        <translation>Objetos:</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="238" />
        <source>Only the top:</source>
        <translation>Solo los primeros:</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="242" />
        <source>Rulings:</source>
        <translation>Rulings:</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="290" />
        <source>Write the ability's text.</source>
        <translation>Escribe el texto de la habilidad.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="303" />
        <source>Name the object it creates.</source>
        <translation>Nombra el objeto que crea.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/reference.py" line="379" />
        <source>Give at least one name to look for.</source>
        <translation>Indica al menos un nombre que buscar.</translation>
    </message>
</context>
<context>
    <name>ReferencesPanel</name>
    <message>
        <location filename="../../sandbox/ui/panels/references.py" line="108" />
        <source>Select an ability to see what it finds (green) and fails to find (red, dashed).</source>
        <translation>Selecciona una habilidad para ver lo que encuentra (verde) y lo que no encuentra (rojo, discontinuo).</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/references.py" line="112" />
        <source>Write an ability…</source>
        <translation>Escribir una habilidad…</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/references.py" line="115" />
        <source>Write a name-using ability for the selected object; it is evaluated like a printed one.</source>
        <translation>Escribe una habilidad que usa nombres para el objeto seleccionado; se evalúa como una impresa.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/references.py" line="120" />
        <source>Edit ability…</source>
        <translation>Editar habilidad…</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/references.py" line="123" />
        <source>Change the selected ability (one you wrote, or one read from the card's text: the change applies to every copy of the card); what the form does not show is kept.</source>
        <translation>Cambia la habilidad seleccionada (una que escribiste, o una leída del texto de la carta: el cambio se aplica a todas las copias de la carta); lo que el formulario no muestra se conserva.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/references.py" line="129" />
        <source>Confirm</source>
        <translation>Confirmar</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/references.py" line="133" />
        <source>The selected ability was read from the card's text approximately (⚠ check this). Confirm it as it is, for every copy of the card.</source>
        <translation>La habilidad seleccionada se leyó del texto de la carta de forma aproximada (⚠ revísala). Confírmala tal cual, para todas las copias de la carta.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/references.py" line="138" />
        <source>Remove written ability</source>
        <translation>Quitar la habilidad escrita</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/references.py" line="299" />
        <source>No ability selected.</source>
        <translation>Ninguna habilidad seleccionada.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/references.py" line="343" />
        <source>Confirm the ability %1</source>
        <translation>Confirmar la habilidad %1</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/references.py" line="350" />
        <source>Select the object that has the ability first.</source>
        <translation>Primero selecciona el objeto que tiene la habilidad.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/references.py" line="373" />
        <source>Edit the ability %1</source>
        <translation>Editar la habilidad %1</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/references.py" line="375" />
        <source>Write an ability for %1</source>
        <translation>Escribir una habilidad para %1</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/references.py" line="382" />
        <source>Remove the ability %1</source>
        <translation>Quitar la habilidad %1</translation>
    </message>
</context>
<context>
    <name>Render</name>
    <message>
        <location filename="../../sandbox/ui/sharing/render.py" line="94" />
        <source>No ability that uses a name is selected.</source>
        <translation>No hay seleccionada ninguna habilidad que use un nombre.</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../../sandbox/ui/panels/rules_text.py" line="47" />
        <source>FaB CR</source>
        <comment>Flesh and Blood Comprehensive Rules</comment>
        <translation>RC de FaB</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/rules_text.py" line="50" />
        <source>MTG CR</source>
        <comment>Magic Comprehensive Rules</comment>
        <translation>RC de MTG</translation>
    </message>
    <message>
        <source>Ruling %1: Enter opens its text.</source>
        <translation>Ruling %1: Intro abre su texto.</translation>
    </message>
    <message>
        <source>Rule %1: Enter opens its text.</source>
        <translation>Regla %1: Intro abre su texto.</translation>
    </message>
    <message>
        <source>Uses names, not encoded: Enter writes an ability from this text.</source>
        <translation>Usa nombres, sin codificar: Intro escribe una habilidad a partir de este texto.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../sandbox/ui/panels/rules_text.py" line="99" />
        <source>Rule text</source>
        <translation>Texto de la regla</translation>
    </message>
</context>
<context>
    <name>RulingText</name>
    <message>
        <location filename="../../sandbox/ui/sharing/render.py" line="101" />
        <location filename="../../sandbox/ui/sharing/ruling_text.py" line="28" />
        <source>Finds</source>
        <translation>Encuentra</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/sharing/render.py" line="102" />
        <location filename="../../sandbox/ui/sharing/ruling_text.py" line="29" />
        <source>Does not find</source>
        <translation>No encuentra</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/sharing/render.py" line="111" />
        <location filename="../../sandbox/ui/sharing/ruling_text.py" line="30" />
        <source>Rulings:</source>
        <translation>Rulings:</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/sharing/ruling_text.py" line="60" />
        <source>Use: %1</source>
        <translation>Uso: %1</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/sharing/ruling_text.py" line="80" />
        <source>a hidden card in %1</source>
        <translation>una carta oculta en %1</translation>
    </message>
</context>
<context>
    <name>ScenarioHeader</name>
    <message>
        <location filename="../../sandbox/ui/panels/scenario_header.py" line="44" />
        <source>Untitled table</source>
        <translation>Mesa sin título</translation>
    </message>
</context>
<context>
    <name>Scope</name>
    <message>
        <location filename="../../sandbox/ui/kit/labels.py" line="113" />
        <source>deck building</source>
        <comment>name use that only matters when building a deck</comment>
        <translation>construcción de mazo</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/kit/labels.py" line="116" />
        <source>joke set</source>
        <comment>an Un-set (silver-border) card</comment>
        <translation>colección de broma</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/kit/labels.py" line="117" />
        <source>draft</source>
        <comment>name use that matters in a draft</comment>
        <translation>draft</translation>
    </message>
</context>
<context>
    <name>ShareActions</name>
    <message>
        <location filename="../../sandbox/ui/sharing/share_actions.py" line="39" />
        <source>Copied the table as a share string (%1 characters).</source>
        <translation>Mesa copiada como texto para compartir (%1 caracteres).</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/sharing/share_actions.py" line="58" />
        <source>Could not open the share string</source>
        <translation>No se pudo abrir el texto para compartir</translation>
    </message>
</context>
<context>
    <name>Shell</name>
    <message>
        <location filename="../../sandbox/ui/shell/app.py" line="1"/>
        <source>Namesake cannot make sure it runs once: %1</source>
        <translation>Namesake no puede asegurarse de abrirse una sola vez: %1</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/app.py" line="124"/>
        <source>Namesake did not close properly last time. Recover the unsaved table?</source>
        <translation>Namesake no se cerró bien la última vez. ¿Recuperar la mesa sin guardar?</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/app.py" line="129" />
        <source>Recover unsaved work</source>
        <translation>Recuperar el trabajo sin guardar</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/app.py" line="140" />
        <source>The unsaved table was kept, untouched, as %1</source>
        <translation>La mesa sin guardar se conservó, intacta, como %1</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/app.py" line="144" />
        <source>Could not recover</source>
        <translation>No se pudo recuperar</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/app.py" line="158" />
        <source>The unsaved table was kept as %1</source>
        <translation>La mesa sin guardar se ha conservado como %1</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/app.py" line="162" />
        <source>Autosave failed: %1</source>
        <translation>El guardado automático falló: %1</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/app.py" line="250" />
        <source>Could not open the scenario</source>
        <translation>No se pudo abrir el escenario</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/app.py" line="282" />
        <source>There is no player %1 (players: %2).</source>
        <translation>No hay ningún jugador %1 (jugadores: %2).</translation>
    </message>
</context>
<context>
    <name>ShowingActions</name>
    <message>
        <location filename="../../sandbox/ui/sharing/showing.py" line="54" />
        <source>Export &amp;image…</source>
        <translation>Exportar &amp;imagen…</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/sharing/showing.py" line="57" />
        <source>Copy table as &amp;share string</source>
        <translation>Copiar la mesa como texto para &amp;compartir</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/sharing/showing.py" line="62" />
        <source>Open share string from clip&amp;board</source>
        <translation>Abrir texto para compartir del &amp;portapapeles</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/sharing/showing.py" line="65" />
        <source>&amp;Copy ruling as text</source>
        <translation>&amp;Copiar el ruling como texto</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/sharing/showing.py" line="68" />
        <source>Copy ruling as &amp;Markdown</source>
        <translation>Copiar el ruling como &amp;Markdown</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/sharing/showing.py" line="70" />
        <source>&amp;Paste share string</source>
        <translation>&amp;Pegar texto para compartir</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/sharing/showing.py" line="72" />
        <source>&amp;Presentation mode</source>
        <translation>Modo &amp;presentación</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/sharing/showing.py" line="75" />
        <source>Leave presentation mode</source>
        <translation>Salir del modo presentación</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/sharing/showing.py" line="78" />
        <source>Show &amp;what changed</source>
        <translation>Mostrar &amp;qué cambió</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/sharing/showing.py" line="113" />
        <source>Select an ability first (in Name references).</source>
        <translation>Selecciona antes una habilidad (en Referencias a nombres).</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/sharing/showing.py" line="120" />
        <source>Export image</source>
        <translation>Exportar imagen</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/sharing/showing.py" line="120" />
        <source>PNG image (*.png)</source>
        <translation>Imagen PNG (*.png)</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/sharing/showing.py" line="132" />
        <source>Could not export the image</source>
        <translation>No se pudo exportar la imagen</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/sharing/showing.py" line="153" />
        <source>Copied the ruling as text.</source>
        <translation>Ruling copiado como texto.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/sharing/showing.py" line="162" />
        <source>Copied the ruling as Markdown.</source>
        <translation>Ruling copiado como Markdown.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/sharing/showing.py" line="168" />
        <source>The clipboard holds no Namesake share string.</source>
        <translation>El portapapeles no contiene ningún texto para compartir de Namesake.</translation>
    </message>
<message>
        <location filename="../../sandbox/ui/sharing/showing.py" line="86" />
        <source>Show this in p&amp;resentation</source>
        <translation>Mostrar esto en la p&amp;resentación</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/sharing/showing.py" line="90" />
        <source>Make the selected ability the one presentation mode, pictures and copied rulings show for this table (saved with the file).</source>
        <translation>Hace que la habilidad seleccionada sea la que muestran para esta mesa el modo presentación, las imágenes y los rulings copiados (se guarda con el archivo).</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/sharing/showing.py" line="140" />
        <source>Show “%1” in presentation</source>
        <translation>Mostrar «%1» en la presentación</translation>
    </message>
    </context>
<context>
    <name>Status</name>
    <message>
        <location filename="../../sandbox/ui/kit/labels.py" line="125" />
        <source>finds</source>
        <comment>a name reference finds objects</comment>
        <translation>encuentra</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/kit/labels.py" line="126" />
        <source>fails</source>
        <comment>a name reference finds nothing it needs</comment>
        <translation>falla</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/kit/labels.py" line="129" />
        <source>not working</source>
        <comment>a name reference whose ability does not work now</comment>
        <translation>no funciona</translation>
    </message>
</context>
<context>
    <name>Timeline</name>
    <message>
        <location filename="../../sandbox/ui/panels/timeline.py" line="40" />
        <source>First step: the starting board</source>
        <translation>Primer paso: la mesa inicial</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/timeline.py" line="41" />
        <source>One step back</source>
        <translation>Un paso atrás</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/timeline.py" line="42" />
        <source>One step forward</source>
        <translation>Un paso adelante</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/timeline.py" line="43" />
        <source>Last step: the table now</source>
        <translation>Último paso: la mesa ahora</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/timeline.py" line="49" />
        <source>Continue from here</source>
        <translation>Continuar desde aquí</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/timeline.py" line="52" />
        <source>Change the table from this step on; the later steps are then replaced.</source>
        <translation>Cambiar la mesa desde este paso; los pasos posteriores se sustituyen entonces.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/timeline.py" line="111" />
        <source>Start: the table as the scenario begins</source>
        <translation>Inicio: la mesa al empezar el escenario</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/timeline.py" line="131" />
        <source>Step %1 of %2</source>
        <translation>Paso %1 de %2</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/timeline.py" line="134" />
        <source>(an earlier step, read-only)</source>
        <translation>(un paso anterior, solo lectura)</translation>
    </message>
</context>
<context>
    <name>TurnBar</name>
    <message>
        <location filename="../../sandbox/ui/panels/turn_bar.py" line="27" />
        <source>Next turn ▶</source>
        <translation>Siguiente turno ▶</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/turn_bar.py" line="29" />
        <source>Pass the turn to the next player; effects that last until then end.</source>
        <translation>Pasa el turno al siguiente jugador; terminan los efectos que duran hasta entonces.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/turn_bar.py" line="38" />
        <source>Judge view shows hidden information; a player's view hides what that player may not see.</source>
        <translation>La vista de juez muestra la información oculta; la vista de un jugador oculta lo que ese jugador no puede ver.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/turn_bar.py" line="48" />
        <source>View as:</source>
        <translation>Ver como:</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/turn_bar.py" line="60" />
        <source>&lt;b&gt;%1&lt;/b&gt; · Turn %2 · &lt;b&gt;%3&lt;/b&gt; is the active player</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; · Turno %2 · &lt;b&gt;%3&lt;/b&gt; es el jugador activo</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/turn_bar.py" line="76" />
        <source>No effect ended.</source>
        <translation>No terminó ningún efecto.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/turn_bar.py" line="79" />
        <source>◷ Ended: %1</source>
        <translation>◷ Terminaron: %1</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/turn_bar.py" line="82" />
        <source>Judge (sees everything)</source>
        <translation>Juez (lo ve todo)</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/turn_bar.py" line="83" />
        <source>%1 (player)</source>
        <translation>%1 (jugador)</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/turn_bar.py" line="105" />
        <source>Next turn</source>
        <translation>Siguiente turno</translation>
    </message>
</context>
<context>
    <name>Use</name>
    <message>
        <location filename="../../sandbox/ui/kit/labels.py" line="82" />
        <source>self-reference</source>
        <comment>how an ability uses a name</comment>
        <translation>autorreferencia</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/kit/labels.py" line="83" />
        <source>definition</source>
        <comment>how an ability uses a name: defines an object</comment>
        <translation>definición</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/kit/labels.py" line="86" />
        <source>identification</source>
        <comment>how an ability uses a name: looks for objects</comment>
        <translation>identificación</translation>
    </message>
</context>
<context>
    <name>WhatIfPanel</name>
    <message>
        <location filename="../../sandbox/ui/panels/whatif.py" line="62" />
        <source>Make a change to see what it changes.</source>
        <translation>Haz un cambio para ver qué cambia.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/whatif.py" line="75" />
        <source>The last change changed no name and no finding.</source>
        <translation>El último cambio no cambió ningún nombre ni ningún hallazgo.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/whatif.py" line="77" />
        <source>What the last change changed:</source>
        <translation>Qué cambió el último cambio:</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/whatif.py" line="82" />
        <source>… and %1 more</source>
        <translation>… y %1 más</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/whatif.py" line="90" />
        <source>%1 gains %2</source>
        <translation>%1 obtiene %2</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/whatif.py" line="96" />
        <source>%1 loses %2</source>
        <translation>%1 pierde %2</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/whatif.py" line="104" />
        <source>gone</source>
        <translation>ya no existe</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/whatif.py" line="114" />
        <source>now finds %1</source>
        <translation>ahora encuentra %1</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/whatif.py" line="115" />
        <source>no longer finds %1</source>
        <translation>ya no encuentra %1</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/whatif.py" line="116" />
        <source>now misses %1</source>
        <translation>ahora no encuentra %1</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/panels/whatif.py" line="117" />
        <source>no longer misses %1</source>
        <translation>deja de no encontrar %1</translation>
    </message>
</context>
<context>
    <name>Zone</name>
    <message>
        <location filename="../../sandbox/ui/kit/labels.py" line="39" />
        <source>Hero</source>
        <comment>zone name (FaB)</comment>
        <translation>Héroe</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/kit/labels.py" line="40" />
        <source>Weapons</source>
        <comment>zone name (FaB), plural heading</comment>
        <translation>Armas</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/kit/labels.py" line="41" />
        <source>Head</source>
        <comment>equipment zone name (FaB)</comment>
        <translation>Cabeza</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/kit/labels.py" line="42" />
        <source>Chest</source>
        <comment>equipment zone name (FaB)</comment>
        <translation>Pecho</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/kit/labels.py" line="43" />
        <source>Arms</source>
        <comment>equipment zone name (FaB)</comment>
        <translation>Brazos</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/kit/labels.py" line="44" />
        <source>Legs</source>
        <comment>equipment zone name (FaB)</comment>
        <translation>Piernas</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/kit/labels.py" line="45" />
        <source>Permanents</source>
        <comment>zone name (FaB), plural heading</comment>
        <translation>Permanentes</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/kit/labels.py" line="48" />
        <source>Combat chain</source>
        <comment>zone name (FaB)</comment>
        <translation>Cadena de combate</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/kit/labels.py" line="49" />
        <source>Stack</source>
        <comment>zone name: where spells wait to resolve</comment>
        <translation>Pila</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/kit/labels.py" line="52" />
        <source>Arsenal</source>
        <comment>zone name (FaB)</comment>
        <translation>Arsenal</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/kit/labels.py" line="53" />
        <source>Hand</source>
        <comment>zone name</comment>
        <translation>Mano</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/kit/labels.py" line="54" />
        <source>Deck</source>
        <comment>zone name (FaB): the draw pile</comment>
        <translation>Mazo</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/kit/labels.py" line="55" />
        <source>Graveyard</source>
        <comment>zone name</comment>
        <translation>Cementerio</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/kit/labels.py" line="56" />
        <source>Banished</source>
        <comment>zone name (FaB)</comment>
        <translation>Desterradas</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/kit/labels.py" line="57" />
        <source>Pitch</source>
        <comment>zone name (FaB): cards pitched for resources</comment>
        <translation>Pitch</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/kit/labels.py" line="60" />
        <source>Battlefield</source>
        <comment>zone name (MTG)</comment>
        <translation>Campo de batalla</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/kit/labels.py" line="61" />
        <source>Library</source>
        <comment>zone name (MTG): the draw pile</comment>
        <translation>Biblioteca</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/kit/labels.py" line="62" />
        <source>Exile</source>
        <comment>zone name (MTG)</comment>
        <translation>Exilio</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/kit/labels.py" line="63" />
        <source>Command</source>
        <comment>zone name (MTG): the command zone</comment>
        <translation>Zona de mando</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/board/scene.py" line="276" />
        <source>The top card is the front one, at the bottom of the pile. Drop a card where it should go to put it there.</source>
        <translation>La carta de arriba es la de delante, abajo del montón. Suelta una carta donde deba ir para ponerla ahí.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/board/scene.py" line="281" />
        <source>The newest (top) is on the right. Drop a card where it should go to put it there.</source>
        <translation>La más reciente (la de arriba) está a la derecha. Suelta una carta donde deba ir para ponerla ahí.</translation>
    </message>
</context>
<context>
    <name>_LanguageTab</name>
    <message>
        <location filename="../../sandbox/ui/dialogs/properties.py" line="68" />
        <source>&amp;Title</source>
        <translation>&amp;Título</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/dialogs/properties.py" line="69" />
        <source>&amp;Description</source>
        <translation>&amp;Descripción</translation>
    </message>
</context>
<context>
    <name>FocusCycle</name>
    <message>
        <location filename="../../sandbox/ui/shell/focus_cycle.py" line="59" />
        <source>Next panel</source>
        <translation>Panel siguiente</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/focus_cycle.py" line="60" />
        <source>Previous panel</source>
        <translation>Panel anterior</translation>
    </message>
</context>
<context>
    <name>GettingStartedDialog</name>
    <message>
        <location filename="../../sandbox/ui/shell/help.py" line="105" />
        <source>Getting started</source>
        <translation>Primeros pasos</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <location filename="../../sandbox/ui/shell/help.py" line="49" />
        <source>Window</source>
        <translation>Ventana</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/help.py" line="124" />
        <source>Namesake sets up a board of Flesh and Blood or Magic: The Gathering and shows what names every object has now, what every ability that uses a name finds and misses, and why, with the ruling ids and the rule numbers.</source>
        <translation>Namesake monta una mesa de Flesh and Blood o de Magic: The Gathering y muestra qué nombres tiene ahora cada objeto, qué encuentra y qué no encuentra cada habilidad que usa un nombre, y por qué, con los identificadores de ruling y los números de regla.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/help.py" line="130" />
        <source>1. Open an example: File ▸ Examples… (Ctrl+E). Each one is a ruling set up on a table; its title says what it shows.</source>
        <translation>1. Abre un ejemplo: Archivo ▸ Ejemplos… (Ctrl+E). Cada uno es un ruling montado en una mesa; su título dice qué muestra.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/help.py" line="135" />
        <source>2. Pick an ability in the Name references panel. The table outlines what it finds (green, ✔) and misses (red, ✘), and the text below the list says why.</source>
        <translation>2. Elige una habilidad en el panel Referencias a nombres. La mesa marca lo que encuentra (verde, ✔) y lo que no encuentra (rojo, ✘), y el texto bajo la lista dice por qué.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/help.py" line="140" />
        <source>3. Change the board. Type in the Cards search box and drag a card onto a zone; drag cards between zones; right-click a card for what you can do with it; Table ▸ Add effect for what cards do to names (an object loses its names, gains a name, gets a name sticker…). Every change is explained at once.</source>
        <translation>3. Cambia la mesa. Escribe en el buscador de Cartas y arrastra una carta a una zona; arrastra cartas entre zonas; haz clic derecho en una carta para ver qué puedes hacer con ella; Mesa ▸ Añadir efecto para lo que las cartas hacen con los nombres (un objeto pierde sus nombres, obtiene un nombre, recibe una pegatina de nombre…). Cada cambio se explica al momento.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/help.py" line="147" />
        <source>4. Undo anything with Ctrl+Z; the Timeline steps back through what was done, and View ▸ Show what changed lists the names and findings a step changed.</source>
        <translation>4. Deshaz lo que sea con Ctrl+Z; la Línea de tiempo recorre hacia atrás lo que se hizo, y Ver ▸ Mostrar qué cambió lista los nombres y hallazgos que cambió un paso.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/help.py" line="152" />
        <source>5. Show it: File ▸ Copy table as share string gives one line to paste in a chat; File ▸ Export image… saves a picture; View ▸ Presentation mode (F11) shows the table in large type for a stream.</source>
        <translation>5. Muéstralo: Archivo ▸ Copiar la mesa como texto para compartir da una línea para pegar en un chat; Archivo ▸ Exportar imagen… guarda una imagen; Ver ▸ Modo presentación (F11) muestra la mesa con letra grande para un directo.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/help.py" line="158" />
        <source>6. Every card: the bundled library has the cards of the examples. Cards ▸ Import card data… (Ctrl+I) adds the full card data of either game; for Magic, choose the cards and the tokens files together.</source>
        <translation>6. Todas las cartas: la biblioteca incluida tiene las cartas de los ejemplos. Cartas ▸ Importar datos de cartas… (Ctrl+I) añade los datos completos de cualquiera de los dos juegos; para Magic, elige juntos los archivos de cartas y de fichas.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/help.py" line="164" />
        <source>The keyboard: Help ▸ Keyboard shortcuts lists every key. On the table the arrow keys move a cursor over cards and zones, Space selects, Enter opens the card's menu and M moves the selected cards; F6 goes to the next panel.</source>
        <translation>El teclado: Ayuda ▸ Atajos de teclado lista todas las teclas. En la mesa, las flechas mueven un cursor por cartas y zonas, Espacio selecciona, Intro abre el menú de la carta y M mueve las cartas seleccionadas; F6 pasa al panel siguiente.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/help.py" line="170" />
        <source>From a terminal: namesake check FILE prints the same explanation, namesake examples lists the examples and namesake --help every command.</source>
        <translation>Desde una terminal: namesake check ARCHIVO imprime la misma explicación, namesake examples lista los ejemplos y namesake --help todas las órdenes.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/help.py" line="181" />
        <source>&amp;Getting started</source>
        <translation>&amp;Primeros pasos</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/help.py" line="184" />
        <source>&amp;Keyboard shortcuts</source>
        <translation>A&amp;tajos de teclado</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/help.py" line="187" />
        <source>&amp;About Namesake</source>
        <translation>&amp;Acerca de Namesake</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../../sandbox/ui/shell/help.py" line="84" />
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/help.py" line="87" />
        <source>Menu</source>
        <translation>Menú</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/help.py" line="87" />
        <source>Command</source>
        <translation>Orden</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/help.py" line="87" />
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
</context>
<context>
    <name>WelcomeBanner</name>
    <message>
        <location filename="../../sandbox/ui/shell/welcome.py" line="36" />
        <source>Welcome! Three steps to a ruling:</source>
        <translation>¡Bienvenido! Tres pasos hasta un ruling:</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/welcome.py" line="38" />
        <source>1. Open an example (Ctrl+E).</source>
        <translation>1. Abre un ejemplo (Ctrl+E).</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/welcome.py" line="39" />
        <source>2. Pick an ability in Name references: what it finds and misses, and why.</source>
        <translation>2. Elige una habilidad en Referencias a nombres: qué encuentra y qué no, y por qué.</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/welcome.py" line="40" />
        <source>3. Drag cards from the Cards list, or Table ▸ Add effect (F1: more).</source>
        <translation>3. Arrastra cartas desde la lista de Cartas, o Mesa ▸ Añadir efecto (F1: más).</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/welcome.py" line="51" />
        <source>Open an example…</source>
        <translation>Abrir un ejemplo…</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/welcome.py" line="53" />
        <source>Got it</source>
        <translation>Entendido</translation>
    </message>
</context>
<context>
    <name>Caption</name>
    <message>
        <location filename="../../sandbox/ui/sharing/caption.py" line="33" />
        <source>and 1 object with other names</source>
        <translation>y 1 objeto con otros nombres</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/sharing/caption.py" line="35" />
        <source>and %1 objects with other names</source>
        <translation>y %1 objetos con otros nombres</translation>
    </message>
</context>
<context>
    <name>Announce</name>
    <message>
        <location filename="../../sandbox/ui/shell/announce.py" line="71" />
        <source>and %1 more changes</source>
        <translation>y %1 cambios más</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/announce.py" line="74" />
        <source>Undone</source>
        <translation>Deshecho</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/announce.py" line="75" />
        <source>Redone</source>
        <translation>Rehecho</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/announce.py" line="85" />
        <source>%1 added to %2</source>
        <translation>%1 añadida a %2</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/announce.py" line="88" />
        <source>%1 removed from %2</source>
        <translation>%1 quitada de %2</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/announce.py" line="108" />
        <source>%1 moved from %2 to %3</source>
        <translation>%1 movida de %2 a %3</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/announce.py" line="112" />
        <source>%1 moved within %2</source>
        <translation>%1 movida dentro de %2</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/announce.py" line="116" />
        <source>%1 turned face down</source>
        <translation>%1 puesta boca abajo</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/announce.py" line="118" />
        <source>%1 turned face up</source>
        <translation>%1 puesta boca arriba</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/announce.py" line="122" />
        <source>%1 now owned by %2</source>
        <translation>%1 tiene ahora como propietario a %2</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/announce.py" line="125" />
        <source>%1 now controlled by %2</source>
        <translation>%1 tiene ahora como controlador a %2</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/announce.py" line="143" />
        <source>Effect added: %1</source>
        <translation>Efecto añadido: %1</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/announce.py" line="145" />
        <source>Effect removed: %1</source>
        <translation>Efecto quitado: %1</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/announce.py" line="148" />
        <source>Effect switched on: %1</source>
        <translation>Efecto activado: %1</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/announce.py" line="150" />
        <source>Effect switched off: %1</source>
        <translation>Efecto desactivado: %1</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/announce.py" line="166" />
        <source>%1, from %2</source>
        <translation>%1, de %2</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/announce.py" line="178" />
        <source>%1 gains the name %2</source>
        <translation>%1 obtiene el nombre %2</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/announce.py" line="181" />
        <source>%1 loses the name %2</source>
        <translation>%1 pierde el nombre %2</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/announce.py" line="195" />
        <source>%1 loses an ability</source>
        <translation>%1 pierde una habilidad</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/announce.py" line="199" />
        <source>now %1</source>
        <comment>a verdict: now finds, now fails</comment>
        <translation>ahora %1</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/announce.py" line="202" />
        <source>now finds %1</source>
        <translation>ahora encuentra %1</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/announce.py" line="203" />
        <source>no longer finds %1</source>
        <translation>ya no encuentra %1</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/announce.py" line="204" />
        <source>now misses %1</source>
        <translation>ahora no encuentra %1</translation>
    </message>
    <message>
        <location filename="../../sandbox/ui/shell/announce.py" line="205" />
        <source>no longer misses %1</source>
        <translation>ya no se le escapa %1</translation>
    </message>
</context>
<context>
    <name>RowTableModel</name>
    <message>
        <source>none</source>
        <comment>an empty table cell, spoken</comment>
        <translation>nada</translation>
    </message>
</context>
<context>
    <name>LinksDialog</name>
    <message>
        <location filename="../../work/wt-targetsui/sandbox/ui/dialogs/relations.py" line="166" />
        <source>Link roles</source>
        <translation>Papeles de los vínculos</translation>
    </message>
    <message>
        <location filename="../../work/wt-targetsui/sandbox/ui/dialogs/relations.py" line="176" />
        <source>Tick, on each tab, the objects %1 is linked to. A reference to “the object that triggered it”, to the cards exiled with it or to the card it revealed looks at these.</source>
        <translation>Marca, en cada pestaña, los objetos con los que %1 está vinculado. Una referencia a «el objeto que la disparó», a las cartas exiliadas con ella o a la carta que reveló mira estos.</translation>
    </message>
    <message>
        <location filename="../../work/wt-targetsui/sandbox/ui/dialogs/relations.py" line="180" />
        <source>Links of %1</source>
        <translation>Vínculos de %1</translation>
    </message>
    <message>
        <location filename="../../work/wt-targetsui/sandbox/ui/dialogs/relations.py" line="199" />
        <source>&amp;Objects:</source>
        <translation>&amp;Objetos:</translation>
    </message>
    <message>
        <location filename="../../work/wt-targetsui/sandbox/ui/dialogs/relations.py" line="227" />
        <source>Set links of %1</source>
        <comment>undo text</comment>
        <translation>Fijar los vínculos de %1</translation>
    </message>
</context>
<context>
    <name>PickList</name>
    <message>
        <location filename="../../work/wt-targetsui/sandbox/ui/dialogs/pick_list.py" line="45" />
        <source>owner %1</source>
        <translation>propietario %1</translation>
    </message>
    <message>
        <location filename="../../work/wt-targetsui/sandbox/ui/dialogs/pick_list.py" line="49" />
        <source>a hidden card</source>
        <translation>una carta oculta</translation>
    </message>
    <message>
        <location filename="../../work/wt-targetsui/sandbox/ui/dialogs/pick_list.py" line="52" />
        <source>(no name)</source>
        <translation>(sin nombre)</translation>
    </message>
    <message>
        <location filename="../../work/wt-targetsui/sandbox/ui/dialogs/pick_list.py" line="73" />
        <source>Type part of a name, zone or player…</source>
        <translation>Escribe parte de un nombre, una zona o un jugador…</translation>
    </message>
    <message>
        <location filename="../../work/wt-targetsui/sandbox/ui/dialogs/pick_list.py" line="74" />
        <source>Search %1</source>
        <translation>Buscar %1</translation>
    </message>
    <message>
        <location filename="../../work/wt-targetsui/sandbox/ui/dialogs/pick_list.py" line="81" />
        <source>Chosen, in order</source>
        <translation>Elegidos, en orden</translation>
    </message>
    <message>
        <location filename="../../work/wt-targetsui/sandbox/ui/dialogs/pick_list.py" line="100" />
        <source>C&amp;hosen, in order:</source>
        <translation>&amp;Elegidos, en orden:</translation>
    </message>
    <message>
        <location filename="../../work/wt-targetsui/sandbox/ui/dialogs/pick_list.py" line="102" />
        <source>Move &amp;up</source>
        <translation>&amp;Subir</translation>
    </message>
    <message>
        <location filename="../../work/wt-targetsui/sandbox/ui/dialogs/pick_list.py" line="105" />
        <source>Move &amp;down</source>
        <translation>&amp;Bajar</translation>
    </message>
    <message>
        <location filename="../../work/wt-targetsui/sandbox/ui/dialogs/pick_list.py" line="108" />
        <source>&amp;Remove</source>
        <translation>&amp;Quitar</translation>
    </message>
</context>
<context>
    <name>Relations</name>
    <message>
        <location filename="../../work/wt-targetsui/sandbox/ui/dialogs/relations.py" line="38" />
        <source>The object that triggered it</source>
        <translation>El objeto que la disparó</translation>
    </message>
    <message>
        <location filename="../../work/wt-targetsui/sandbox/ui/dialogs/relations.py" line="39" />
        <source>Exiled or banished with it</source>
        <translation>Exiliadas o desterradas con ella</translation>
    </message>
    <message>
        <location filename="../../work/wt-targetsui/sandbox/ui/dialogs/relations.py" line="40" />
        <source>The card it revealed or milled</source>
        <translation>La carta que reveló o molió</translation>
    </message>
</context>
<context>
    <name>TargetsDialog</name>
    <message>
        <location filename="../../work/wt-targetsui/sandbox/ui/dialogs/relations.py" line="134" />
        <source>&amp;Players and objects:</source>
        <translation>&amp;Jugadores y objetos:</translation>
    </message>
    <message>
        <location filename="../../work/wt-targetsui/sandbox/ui/dialogs/relations.py" line="136" />
        <source>Players and objects to target</source>
        <translation>Jugadores y objetos que hacer objetivo</translation>
    </message>
    <message>
        <location filename="../../work/wt-targetsui/sandbox/ui/dialogs/relations.py" line="138" />
        <source>Tick what %1 targets (a spell or ability’s targets, MTG 115.1). A reference to “target player” or to its target’s owner or controller looks where these say.</source>
        <translation>Marca a qué hace objetivo %1 (los objetivos de un hechizo o habilidad, MTG 115.1). Una referencia a «jugador objetivo» o al propietario o el controlador de su objetivo mira donde estos digan.</translation>
    </message>
    <message>
        <location filename="../../work/wt-targetsui/sandbox/ui/dialogs/relations.py" line="142" />
        <source>Targets of %1</source>
        <translation>Objetivos de %1</translation>
    </message>
    <message>
        <location filename="../../work/wt-targetsui/sandbox/ui/dialogs/relations.py" line="154" />
        <source>Set targets of %1</source>
        <comment>undo text</comment>
        <translation>Fijar los objetivos de %1</translation>
    </message>
</context>
</TS>