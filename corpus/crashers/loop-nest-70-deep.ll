target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @k(ptr addrspace(1) %p, i32 %n) {
entry:
  br label %h0
h0:
  %i0 = phi i32 [0, %entry], [%i0n, %l0]
  br label %h1
h1:
  %i1 = phi i32 [0, %h0], [%i1n, %l1]
  br label %h2
h2:
  %i2 = phi i32 [0, %h1], [%i2n, %l2]
  br label %h3
h3:
  %i3 = phi i32 [0, %h2], [%i3n, %l3]
  br label %h4
h4:
  %i4 = phi i32 [0, %h3], [%i4n, %l4]
  br label %h5
h5:
  %i5 = phi i32 [0, %h4], [%i5n, %l5]
  br label %h6
h6:
  %i6 = phi i32 [0, %h5], [%i6n, %l6]
  br label %h7
h7:
  %i7 = phi i32 [0, %h6], [%i7n, %l7]
  br label %h8
h8:
  %i8 = phi i32 [0, %h7], [%i8n, %l8]
  br label %h9
h9:
  %i9 = phi i32 [0, %h8], [%i9n, %l9]
  br label %h10
h10:
  %i10 = phi i32 [0, %h9], [%i10n, %l10]
  br label %h11
h11:
  %i11 = phi i32 [0, %h10], [%i11n, %l11]
  br label %h12
h12:
  %i12 = phi i32 [0, %h11], [%i12n, %l12]
  br label %h13
h13:
  %i13 = phi i32 [0, %h12], [%i13n, %l13]
  br label %h14
h14:
  %i14 = phi i32 [0, %h13], [%i14n, %l14]
  br label %h15
h15:
  %i15 = phi i32 [0, %h14], [%i15n, %l15]
  br label %h16
h16:
  %i16 = phi i32 [0, %h15], [%i16n, %l16]
  br label %h17
h17:
  %i17 = phi i32 [0, %h16], [%i17n, %l17]
  br label %h18
h18:
  %i18 = phi i32 [0, %h17], [%i18n, %l18]
  br label %h19
h19:
  %i19 = phi i32 [0, %h18], [%i19n, %l19]
  br label %h20
h20:
  %i20 = phi i32 [0, %h19], [%i20n, %l20]
  br label %h21
h21:
  %i21 = phi i32 [0, %h20], [%i21n, %l21]
  br label %h22
h22:
  %i22 = phi i32 [0, %h21], [%i22n, %l22]
  br label %h23
h23:
  %i23 = phi i32 [0, %h22], [%i23n, %l23]
  br label %h24
h24:
  %i24 = phi i32 [0, %h23], [%i24n, %l24]
  br label %h25
h25:
  %i25 = phi i32 [0, %h24], [%i25n, %l25]
  br label %h26
h26:
  %i26 = phi i32 [0, %h25], [%i26n, %l26]
  br label %h27
h27:
  %i27 = phi i32 [0, %h26], [%i27n, %l27]
  br label %h28
h28:
  %i28 = phi i32 [0, %h27], [%i28n, %l28]
  br label %h29
h29:
  %i29 = phi i32 [0, %h28], [%i29n, %l29]
  br label %h30
h30:
  %i30 = phi i32 [0, %h29], [%i30n, %l30]
  br label %h31
h31:
  %i31 = phi i32 [0, %h30], [%i31n, %l31]
  br label %h32
h32:
  %i32 = phi i32 [0, %h31], [%i32n, %l32]
  br label %h33
h33:
  %i33 = phi i32 [0, %h32], [%i33n, %l33]
  br label %h34
h34:
  %i34 = phi i32 [0, %h33], [%i34n, %l34]
  br label %h35
h35:
  %i35 = phi i32 [0, %h34], [%i35n, %l35]
  br label %h36
h36:
  %i36 = phi i32 [0, %h35], [%i36n, %l36]
  br label %h37
h37:
  %i37 = phi i32 [0, %h36], [%i37n, %l37]
  br label %h38
h38:
  %i38 = phi i32 [0, %h37], [%i38n, %l38]
  br label %h39
h39:
  %i39 = phi i32 [0, %h38], [%i39n, %l39]
  br label %h40
h40:
  %i40 = phi i32 [0, %h39], [%i40n, %l40]
  br label %h41
h41:
  %i41 = phi i32 [0, %h40], [%i41n, %l41]
  br label %h42
h42:
  %i42 = phi i32 [0, %h41], [%i42n, %l42]
  br label %h43
h43:
  %i43 = phi i32 [0, %h42], [%i43n, %l43]
  br label %h44
h44:
  %i44 = phi i32 [0, %h43], [%i44n, %l44]
  br label %h45
h45:
  %i45 = phi i32 [0, %h44], [%i45n, %l45]
  br label %h46
h46:
  %i46 = phi i32 [0, %h45], [%i46n, %l46]
  br label %h47
h47:
  %i47 = phi i32 [0, %h46], [%i47n, %l47]
  br label %h48
h48:
  %i48 = phi i32 [0, %h47], [%i48n, %l48]
  br label %h49
h49:
  %i49 = phi i32 [0, %h48], [%i49n, %l49]
  br label %h50
h50:
  %i50 = phi i32 [0, %h49], [%i50n, %l50]
  br label %h51
h51:
  %i51 = phi i32 [0, %h50], [%i51n, %l51]
  br label %h52
h52:
  %i52 = phi i32 [0, %h51], [%i52n, %l52]
  br label %h53
h53:
  %i53 = phi i32 [0, %h52], [%i53n, %l53]
  br label %h54
h54:
  %i54 = phi i32 [0, %h53], [%i54n, %l54]
  br label %h55
h55:
  %i55 = phi i32 [0, %h54], [%i55n, %l55]
  br label %h56
h56:
  %i56 = phi i32 [0, %h55], [%i56n, %l56]
  br label %h57
h57:
  %i57 = phi i32 [0, %h56], [%i57n, %l57]
  br label %h58
h58:
  %i58 = phi i32 [0, %h57], [%i58n, %l58]
  br label %h59
h59:
  %i59 = phi i32 [0, %h58], [%i59n, %l59]
  br label %h60
h60:
  %i60 = phi i32 [0, %h59], [%i60n, %l60]
  br label %h61
h61:
  %i61 = phi i32 [0, %h60], [%i61n, %l61]
  br label %h62
h62:
  %i62 = phi i32 [0, %h61], [%i62n, %l62]
  br label %h63
h63:
  %i63 = phi i32 [0, %h62], [%i63n, %l63]
  br label %h64
h64:
  %i64 = phi i32 [0, %h63], [%i64n, %l64]
  br label %h65
h65:
  %i65 = phi i32 [0, %h64], [%i65n, %l65]
  br label %h66
h66:
  %i66 = phi i32 [0, %h65], [%i66n, %l66]
  br label %h67
h67:
  %i67 = phi i32 [0, %h66], [%i67n, %l67]
  br label %h68
h68:
  %i68 = phi i32 [0, %h67], [%i68n, %l68]
  br label %h69
h69:
  %i69 = phi i32 [0, %h68], [%i69n, %l69]
  br label %body
body:
  %e = zext i32 %i69 to i64
  %g = getelementptr i32, ptr addrspace(1) %p, i64 %e
  store i32 1, ptr addrspace(1) %g
  br label %l69
l69:
  %i69n = add i32 %i69, 1
  %c69 = icmp slt i32 %i69n, %n
  br i1 %c69, label %h69, label %l68
l68:
  %i68n = add i32 %i68, 1
  %c68 = icmp slt i32 %i68n, %n
  br i1 %c68, label %h68, label %l67
l67:
  %i67n = add i32 %i67, 1
  %c67 = icmp slt i32 %i67n, %n
  br i1 %c67, label %h67, label %l66
l66:
  %i66n = add i32 %i66, 1
  %c66 = icmp slt i32 %i66n, %n
  br i1 %c66, label %h66, label %l65
l65:
  %i65n = add i32 %i65, 1
  %c65 = icmp slt i32 %i65n, %n
  br i1 %c65, label %h65, label %l64
l64:
  %i64n = add i32 %i64, 1
  %c64 = icmp slt i32 %i64n, %n
  br i1 %c64, label %h64, label %l63
l63:
  %i63n = add i32 %i63, 1
  %c63 = icmp slt i32 %i63n, %n
  br i1 %c63, label %h63, label %l62
l62:
  %i62n = add i32 %i62, 1
  %c62 = icmp slt i32 %i62n, %n
  br i1 %c62, label %h62, label %l61
l61:
  %i61n = add i32 %i61, 1
  %c61 = icmp slt i32 %i61n, %n
  br i1 %c61, label %h61, label %l60
l60:
  %i60n = add i32 %i60, 1
  %c60 = icmp slt i32 %i60n, %n
  br i1 %c60, label %h60, label %l59
l59:
  %i59n = add i32 %i59, 1
  %c59 = icmp slt i32 %i59n, %n
  br i1 %c59, label %h59, label %l58
l58:
  %i58n = add i32 %i58, 1
  %c58 = icmp slt i32 %i58n, %n
  br i1 %c58, label %h58, label %l57
l57:
  %i57n = add i32 %i57, 1
  %c57 = icmp slt i32 %i57n, %n
  br i1 %c57, label %h57, label %l56
l56:
  %i56n = add i32 %i56, 1
  %c56 = icmp slt i32 %i56n, %n
  br i1 %c56, label %h56, label %l55
l55:
  %i55n = add i32 %i55, 1
  %c55 = icmp slt i32 %i55n, %n
  br i1 %c55, label %h55, label %l54
l54:
  %i54n = add i32 %i54, 1
  %c54 = icmp slt i32 %i54n, %n
  br i1 %c54, label %h54, label %l53
l53:
  %i53n = add i32 %i53, 1
  %c53 = icmp slt i32 %i53n, %n
  br i1 %c53, label %h53, label %l52
l52:
  %i52n = add i32 %i52, 1
  %c52 = icmp slt i32 %i52n, %n
  br i1 %c52, label %h52, label %l51
l51:
  %i51n = add i32 %i51, 1
  %c51 = icmp slt i32 %i51n, %n
  br i1 %c51, label %h51, label %l50
l50:
  %i50n = add i32 %i50, 1
  %c50 = icmp slt i32 %i50n, %n
  br i1 %c50, label %h50, label %l49
l49:
  %i49n = add i32 %i49, 1
  %c49 = icmp slt i32 %i49n, %n
  br i1 %c49, label %h49, label %l48
l48:
  %i48n = add i32 %i48, 1
  %c48 = icmp slt i32 %i48n, %n
  br i1 %c48, label %h48, label %l47
l47:
  %i47n = add i32 %i47, 1
  %c47 = icmp slt i32 %i47n, %n
  br i1 %c47, label %h47, label %l46
l46:
  %i46n = add i32 %i46, 1
  %c46 = icmp slt i32 %i46n, %n
  br i1 %c46, label %h46, label %l45
l45:
  %i45n = add i32 %i45, 1
  %c45 = icmp slt i32 %i45n, %n
  br i1 %c45, label %h45, label %l44
l44:
  %i44n = add i32 %i44, 1
  %c44 = icmp slt i32 %i44n, %n
  br i1 %c44, label %h44, label %l43
l43:
  %i43n = add i32 %i43, 1
  %c43 = icmp slt i32 %i43n, %n
  br i1 %c43, label %h43, label %l42
l42:
  %i42n = add i32 %i42, 1
  %c42 = icmp slt i32 %i42n, %n
  br i1 %c42, label %h42, label %l41
l41:
  %i41n = add i32 %i41, 1
  %c41 = icmp slt i32 %i41n, %n
  br i1 %c41, label %h41, label %l40
l40:
  %i40n = add i32 %i40, 1
  %c40 = icmp slt i32 %i40n, %n
  br i1 %c40, label %h40, label %l39
l39:
  %i39n = add i32 %i39, 1
  %c39 = icmp slt i32 %i39n, %n
  br i1 %c39, label %h39, label %l38
l38:
  %i38n = add i32 %i38, 1
  %c38 = icmp slt i32 %i38n, %n
  br i1 %c38, label %h38, label %l37
l37:
  %i37n = add i32 %i37, 1
  %c37 = icmp slt i32 %i37n, %n
  br i1 %c37, label %h37, label %l36
l36:
  %i36n = add i32 %i36, 1
  %c36 = icmp slt i32 %i36n, %n
  br i1 %c36, label %h36, label %l35
l35:
  %i35n = add i32 %i35, 1
  %c35 = icmp slt i32 %i35n, %n
  br i1 %c35, label %h35, label %l34
l34:
  %i34n = add i32 %i34, 1
  %c34 = icmp slt i32 %i34n, %n
  br i1 %c34, label %h34, label %l33
l33:
  %i33n = add i32 %i33, 1
  %c33 = icmp slt i32 %i33n, %n
  br i1 %c33, label %h33, label %l32
l32:
  %i32n = add i32 %i32, 1
  %c32 = icmp slt i32 %i32n, %n
  br i1 %c32, label %h32, label %l31
l31:
  %i31n = add i32 %i31, 1
  %c31 = icmp slt i32 %i31n, %n
  br i1 %c31, label %h31, label %l30
l30:
  %i30n = add i32 %i30, 1
  %c30 = icmp slt i32 %i30n, %n
  br i1 %c30, label %h30, label %l29
l29:
  %i29n = add i32 %i29, 1
  %c29 = icmp slt i32 %i29n, %n
  br i1 %c29, label %h29, label %l28
l28:
  %i28n = add i32 %i28, 1
  %c28 = icmp slt i32 %i28n, %n
  br i1 %c28, label %h28, label %l27
l27:
  %i27n = add i32 %i27, 1
  %c27 = icmp slt i32 %i27n, %n
  br i1 %c27, label %h27, label %l26
l26:
  %i26n = add i32 %i26, 1
  %c26 = icmp slt i32 %i26n, %n
  br i1 %c26, label %h26, label %l25
l25:
  %i25n = add i32 %i25, 1
  %c25 = icmp slt i32 %i25n, %n
  br i1 %c25, label %h25, label %l24
l24:
  %i24n = add i32 %i24, 1
  %c24 = icmp slt i32 %i24n, %n
  br i1 %c24, label %h24, label %l23
l23:
  %i23n = add i32 %i23, 1
  %c23 = icmp slt i32 %i23n, %n
  br i1 %c23, label %h23, label %l22
l22:
  %i22n = add i32 %i22, 1
  %c22 = icmp slt i32 %i22n, %n
  br i1 %c22, label %h22, label %l21
l21:
  %i21n = add i32 %i21, 1
  %c21 = icmp slt i32 %i21n, %n
  br i1 %c21, label %h21, label %l20
l20:
  %i20n = add i32 %i20, 1
  %c20 = icmp slt i32 %i20n, %n
  br i1 %c20, label %h20, label %l19
l19:
  %i19n = add i32 %i19, 1
  %c19 = icmp slt i32 %i19n, %n
  br i1 %c19, label %h19, label %l18
l18:
  %i18n = add i32 %i18, 1
  %c18 = icmp slt i32 %i18n, %n
  br i1 %c18, label %h18, label %l17
l17:
  %i17n = add i32 %i17, 1
  %c17 = icmp slt i32 %i17n, %n
  br i1 %c17, label %h17, label %l16
l16:
  %i16n = add i32 %i16, 1
  %c16 = icmp slt i32 %i16n, %n
  br i1 %c16, label %h16, label %l15
l15:
  %i15n = add i32 %i15, 1
  %c15 = icmp slt i32 %i15n, %n
  br i1 %c15, label %h15, label %l14
l14:
  %i14n = add i32 %i14, 1
  %c14 = icmp slt i32 %i14n, %n
  br i1 %c14, label %h14, label %l13
l13:
  %i13n = add i32 %i13, 1
  %c13 = icmp slt i32 %i13n, %n
  br i1 %c13, label %h13, label %l12
l12:
  %i12n = add i32 %i12, 1
  %c12 = icmp slt i32 %i12n, %n
  br i1 %c12, label %h12, label %l11
l11:
  %i11n = add i32 %i11, 1
  %c11 = icmp slt i32 %i11n, %n
  br i1 %c11, label %h11, label %l10
l10:
  %i10n = add i32 %i10, 1
  %c10 = icmp slt i32 %i10n, %n
  br i1 %c10, label %h10, label %l9
l9:
  %i9n = add i32 %i9, 1
  %c9 = icmp slt i32 %i9n, %n
  br i1 %c9, label %h9, label %l8
l8:
  %i8n = add i32 %i8, 1
  %c8 = icmp slt i32 %i8n, %n
  br i1 %c8, label %h8, label %l7
l7:
  %i7n = add i32 %i7, 1
  %c7 = icmp slt i32 %i7n, %n
  br i1 %c7, label %h7, label %l6
l6:
  %i6n = add i32 %i6, 1
  %c6 = icmp slt i32 %i6n, %n
  br i1 %c6, label %h6, label %l5
l5:
  %i5n = add i32 %i5, 1
  %c5 = icmp slt i32 %i5n, %n
  br i1 %c5, label %h5, label %l4
l4:
  %i4n = add i32 %i4, 1
  %c4 = icmp slt i32 %i4n, %n
  br i1 %c4, label %h4, label %l3
l3:
  %i3n = add i32 %i3, 1
  %c3 = icmp slt i32 %i3n, %n
  br i1 %c3, label %h3, label %l2
l2:
  %i2n = add i32 %i2, 1
  %c2 = icmp slt i32 %i2n, %n
  br i1 %c2, label %h2, label %l1
l1:
  %i1n = add i32 %i1, 1
  %c1 = icmp slt i32 %i1n, %n
  br i1 %c1, label %h1, label %l0
l0:
  %i0n = add i32 %i0, 1
  %c0 = icmp slt i32 %i0n, %n
  br i1 %c0, label %h0, label %exit
exit:
  ret void
}
