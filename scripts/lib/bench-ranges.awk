# Ranges and ratios of benchmark lines "load name figure...", whose first line is a header
# naming the figures. For each load where both -v base=NAME and -v other=NAME ran, prints each
# figure's range for both and the ratio of other's mean to base's.
NR == 1 { for (f = 3; f <= NF; f++) label[f] = $(f); fields = NF; next }
{
    key = $1 " " $2
    if (!($1 in seen)) { seen[$1] = 1; loads[++nloads] = $1 }
    n[key]++
    for (f = 3; f <= NF; f++) {
        v = $(f) + 0
        if (n[key] == 1 || v < lo[key, f]) lo[key, f] = v
        if (n[key] == 1 || v > hi[key, f]) hi[key, f] = v
        sum[key, f] += v
    }
}
function range(key, f) {
    return lo[key, f] == hi[key, f] ? sprintf("%g", lo[key, f]) : sprintf("%g-%g", lo[key, f], hi[key, f])
}
END {
    for (l = 1; l <= nloads; l++) {
        load = loads[l]
        b = load " " base; o = load " " other
        if (!(b in n) || !(o in n)) continue
        printf "%s:\n", load
        for (f = 3; f <= fields; f++) {
            mb = sum[b, f] / n[b]; mo = sum[o, f] / n[o]
            if (mb == 0 && mo == 0) continue
            printf "  %-11s %s %-13s %s %-13s %s/%s %s\n", label[f], base, range(b, f), other,
                range(o, f), other, base, (mb > 0 ? sprintf("%.2f", mo / mb) : "-")
        }
    }
}
