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
; CHECK-NEXT: {{^}}disable-unknown-trip-lsr{{ +}}bool{{ +}}0{{ +}}[0, 1]{{ +}}002{{ }}
; CHECK-NEXT: {{^}}lsr-check-rp{{ +}}bool{{ +}}1{{ +}}[0, 1]{{ +}}002{{ }}
; CHECK-NEXT: {{^}}lsr-rp-limit{{ +}}int{{ +}}32{{ +}}[1, 1024]{{ +}}002{{ }}
; CHECK-NEXT: {{^}}count-sxt-opt-for-reg-pressure{{ +}}bool{{ +}}1{{ +}}[0, 1]{{ +}}002{{ }}
; CHECK-NEXT: {{^}}do-lsr-64-bit{{ +}}int{{ +}}-1{{ +}}[-1, 1]{{ +}}002{{ +}}Allow new 64-bit induction variables (-1: by --mcpu, off below sm_70, on from sm_70){{$}}
; CHECK-NEXT: {{^}}lsr-sxtopt{{ +}}bool{{ +}}1{{ +}}[0, 1]{{ +}}002{{ }}
; CHECK-NEXT: {{^}}lsr-loop-level{{ +}}int{{ +}}0{{ +}}[0, 16]{{ +}}002{{ }}
; CHECK-NEXT: {{^}}lsr-skip-outer-loop{{ +}}bool{{ +}}0{{ +}}[0, 1]{{ +}}002{{ }}
; CHECK-NEXT: {{^}}disable-lsr-for-sharedmem32-ptr{{ +}}bool{{ +}}0{{ +}}[0, 1]{{ +}}002{{ }}
; CHECK-NEXT: {{^}}disable-lsr-complexity-discount{{ +}}bool{{ +}}0{{ +}}[0, 1]{{ +}}002{{ }}
; CHECK-NEXT: {{^}}filter-bad-formula{{ +}}bool{{ +}}1{{ +}}[0, 1]{{ +}}002{{ }}
; CHECK-NEXT: {{^}}lsr-selection{{ +}}enum{{ +}}median{{ +}}{median,cheapest}{{ +}}002{{ +}}Which formula is chosen: the seed's median-cost one, or the cheapest{{$}}
; the adversary's pass: no seed document; a set is listed by its choices
; CHECK-NEXT: {{^}}mutate-seed{{ +}}int{{ +}}0{{ +}}[0, 9223372036854775807]{{ +}}-{{ +}}mutate-tgt: the seed that picks the kind and the place of its one change{{$}}
; CHECK-NEXT: {{^}}mutate-kind{{ +}}set{{ +}}all{{ +}}{sync-delete,sync-move,sync-dup,hoist,sink,unguard,offset,stride,ext,cmp,bound,swap,narrow}{{ +}}-{{ +}}mutate-tgt: the kinds of change it may make (a comma-separated list){{$}}
; CHECK-NOT:  {{.}}

; the columns line up: DEFAULT starts where the defaults do
; RUN: nvtv knobs | sed -n '1p;2p;$p' | cut -c1-60 | FileCheck %s --check-prefix=ALIGN --strict-whitespace
; ALIGN: {{^}}KNOB                                     KIND     DEFAULT  R{{$}}
; ALIGN-NEXT: {{^}}cbe-enable                               bool     1        [{{$}}
; ALIGN-NEXT: {{^}}mutate-kind                              set      all      {{{$}}

; JSON:      {"versions":{{{[^}]+}}},"knobs":[{"name":"cbe-enable","kind":"bool","default":1,"min":0,"max":1,"unsound":false,"seed":"004","help":"Master enable of Common Base Elimination"}
; JSON-SAME: {"name":"ignore-32-bit-overflow","kind":"UNSOUND","default":0,"min":0,"max":1,"unsound":true,"seed":"003",
; JSON-SAME: {"name":"mutate-kind","kind":"set","default":8191,"min":1,"max":8191,"unsound":false,"seed":"-",{{.*}}"choices":["sync-delete",
; JSON-SAME: ]}

; BAD: nvtv: knobs: unknown option '--bogus'
