; nvtv knobs lists every knob of the registry: name, kind, default, range, the seed document
; it comes from, and its help, in aligned columns; --json gives the same as one object.
; RUN: nvtv knobs | FileCheck %s
; RUN: nvtv knobs --json | FileCheck %s --check-prefix=JSON
; RUN: not nvtv knobs --bogus 2>&1 | FileCheck %s --check-prefix=BAD

; CHECK:      {{^}}KNOB{{ +}}KIND{{ +}}DEFAULT{{ +}}RANGE{{ +}}SEED{{ +}}HELP{{$}}
; CHECK-NEXT: {{^}}cbe-enable{{ +}}bool{{ +}}1{{ +}}[0, 1]{{ +}}004{{ +}}Master enable of Common Base Elimination{{$}}
; CHECK:      {{^}}cbe-min-uses{{ +}}int{{ +}}2{{ +}}[1, 1024]{{ +}}004{{ }}
; CHECK:      {{^}}scev-cgp-cross-block-limit{{ +}}int{{ +}}16{{ +}}[0, 4096]{{ +}}001{{ }}
; CHECK:      {{^}}do-base-address-strength-reduce{{ +}}int{{ +}}2{{ +}}[0, 2]{{ +}}000{{ }}
; CHECK:      {{^}}base-address-strength-reduce-neg-offset{{ +}}int{{ +}}1{{ +}}[0, 3]{{ +}}000{{ }}
; CHECK:      {{^}}addr-sink-using-gep{{ +}}bool{{ +}}1{{ +}}[0, 1]{{ +}}003{{ }}
; CHECK:      {{^}}nv-disable-scev-cgp{{ +}}bool{{ +}}1{{ +}}[0, 1]{{ +}}003{{ }}
; CHECK:      {{^}}scev-cgp-tid-max-value{{ +}}int{{ +}}1024{{ +}}[1, 1073741824]{{ +}}003{{ }}
; CHECK:      {{^}}ignore-32-bit-overflow{{ +}}UNSOUND{{ +}}0{{ +}}[0, 1]{{ +}}003{{ +}}UNSOUND: narrow
; CHECK-NEXT: {{^}}ignore-signed-32-bit-overflow{{ +}}UNSOUND{{ +}}0{{ +}}[0, 1]{{ +}}003{{ +}}UNSOUND: treat sext(a + b) as sext(a) + sext(b) without nsw{{$}}
; CHECK-NEXT: {{^}}dse-criterion{{ +}}enum{{ +}}cuda{{ +}}{cuda,four-map,pseudo-code}{{ +}}004{{ +}}When a barrier is dead: cuda (sound)
; CHECK-NEXT: {{^}}print-dead-sync-elim{{ +}}bool{{ +}}0{{ +}}[0, 1]{{ +}}004{{ +}}Print 'Removed dead synch:' with the four maps, and why each kept barrier stays{{$}}
; CHECK-NOT:  {{.}}

; the columns line up: DEFAULT starts where the defaults do
; RUN: nvtv knobs | sed -n '1p;2p;$p' | cut -c1-60 | FileCheck %s --check-prefix=ALIGN --strict-whitespace
; ALIGN: {{^}}KNOB                                     KIND     DEFAULT  R{{$}}
; ALIGN-NEXT: {{^}}cbe-enable                               bool     1        [{{$}}
; ALIGN-NEXT: {{^}}print-dead-sync-elim                     bool     0        [{{$}}

; JSON:      {"knobs":[{"name":"cbe-enable","kind":"bool","default":1,"min":0,"max":1,"unsound":false,"seed":"004","help":"Master enable of Common Base Elimination"}
; JSON-SAME: {"name":"ignore-32-bit-overflow","kind":"UNSOUND","default":0,"min":0,"max":1,"unsound":true,"seed":"003",
; JSON-SAME: ]}

; BAD: nvtv: knobs: unknown option '--bogus'
